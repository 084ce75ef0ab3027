import type { NewSearchAgent } from '../../../domain/schemas/search-agents'
import type { FieldErrors } from '../../components/form/form.logic'

/** The agent form as the page holds it: the category as a select's key, zips as typed. */
export interface AgentFormValues {
  categoryId: string | null
  answers: Record<string, string[]>
  zips: string
  regions: string[]
  delivery: 'instant' | 'daily'
}

export const emptyAgentForm: AgentFormValues = {
  categoryId: null,
  answers: {},
  zips: '',
  regions: [],
  delivery: 'instant',
}

/** The API's input: zips split at commas and spaces, unanswered questions dropped. */
export function agentInput(values: AgentFormValues): NewSearchAgent {
  return {
    categoryId: values.categoryId ? Number(values.categoryId) : 0,
    answers: Object.fromEntries(Object.entries(values.answers).filter(([, v]) => v.length > 0)),
    zips: values.zips.split(/[\s,;]+/).filter(Boolean),
    regions: values.regions as NewSearchAgent['regions'],
    delivery: values.delivery,
  }
}

/**
 * The schema refuses each wrong postcode on its own (`zips.2`); the field says which ones, in one text
 * `name` writes ('Ukendt postnummer: abc.'), as the server names those the postcode table lacks.
 */
export function namedZipErrors(
  fields: FieldErrors,
  values: AgentFormValues,
  name: (wrong: string[]) => string,
): FieldErrors {
  const zips = agentInput(values).zips ?? []
  const entry = /^zips\.(\d+)$/
  const wrong = Object.keys(fields).flatMap((path) => {
    const index = entry.exec(path)?.[1]
    const zip = index === undefined ? undefined : zips[Number(index)]
    return zip === undefined ? [] : [zip]
  })
  if (wrong.length === 0) return fields
  const kept = Object.entries(fields).filter(([path]) => !entry.test(path))
  return { ...Object.fromEntries(kept), zips: name([...new Set(wrong)]) }
}
