import type { Locale } from '../../../domain/i18n'
import type { CategoryAttribute } from '../../../domain/schemas/catalog'
import { answerKey } from '../../../domain/schemas/jobs'
import type { AgentAnswers } from '../../../domain/schemas/search-agents'
import { translate } from '../../lib/i18n'
import { postcode } from '../places/places.service'

/**
 * The values an agent may want for one question: a select's or grouped checkbox's options, a single
 * checkbox's 'yes' (what createjob stores for a ticked box). Numbers and free text are not searchable.
 */
export function searchableValues(attribute: CategoryAttribute): string[] {
  if (attribute.kind === 'select') return attribute.options.map((o) => o.value)
  if (attribute.kind === 'checkbox')
    return attribute.options.length > 0 ? attribute.options.map((o) => o.value) : ['yes']
  return []
}

/** The wanted answers kept as stored: known questions and options only, empty lists dropped; null if any is unknown. */
export function cleanAnswers(
  answers: AgentAnswers,
  attributes: readonly CategoryAttribute[],
): AgentAnswers | null {
  const clean: AgentAnswers = {}
  for (const [key, values] of Object.entries(answers)) {
    const attribute = attributes.find((a) => answerKey(a.id) === key)
    if (!attribute) return null
    const allowed = searchableValues(attribute)
    if (values.some((value) => !allowed.includes(value))) return null
    if (values.length > 0) clean[key] = [...new Set(values)]
  }
  return clean
}

/**
 * How a wanted value reads: its option's label, and a lone checkbox's 'yes' as 'Ja' (its question's
 * label says what it is; said twice it read 'Materialer skal leveres: Materialer skal leveres').
 */
export function valueLabel(attribute: CategoryAttribute, value: string, locale: Locale): string {
  const option = attribute.options.find((o) => o.value === value)
  if (option) return option.label
  return value === 'yes' && attribute.kind === 'checkbox' ? translate(locale, 'agents:::form::yes') : value
}

/** Zips the postcode table knows, each once; or the entries it does not know, as typed. */
export function cleanZips(zips: readonly string[]): { zips: string[] } | { unknown: string[] } {
  const unknown = zips.filter((zip) => !postcode(zip))
  if (unknown.length > 0) return { unknown: [...new Set(unknown)] }
  return { zips: [...new Set(zips.map((zip) => postcode(zip)?.zip ?? zip))] }
}

export interface AgentCriteria {
  categoryId: number
  answers: AgentAnswers
  zips: readonly string[]
  regions: readonly string[]
}

export interface JobFacts {
  /** The categories the job reaches (`reachesCategory`: its own, its trade, its subcategories). */
  reaches: readonly number[]
  zip: string
  region: string
  /** `a12` → the values the job's answer to question 12 has. */
  answers: Record<string, readonly string[]>
}

/**
 * Whether a job is what the agent looks for: it reaches the agent's category; a listed zip or region (none listed
 * is anywhere); and for every question the agent names, one of its values among the job's answers.
 */
export function matches(agent: AgentCriteria, job: JobFacts): boolean {
  if (!job.reaches.includes(agent.categoryId)) return false
  const anywhere = agent.zips.length === 0 && agent.regions.length === 0
  if (!anywhere && !agent.zips.includes(job.zip) && !agent.regions.includes(job.region)) return false
  return Object.entries(agent.answers).every(([key, wanted]) =>
    wanted.some((value) => job.answers[key]?.includes(value)),
  )
}
