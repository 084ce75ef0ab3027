import type { NewSearchAgent } from '../../../domain/schemas/search-agents'

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
