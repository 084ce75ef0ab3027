import * as v from 'valibot'
import { regionOrder } from '../rules/zip'
import { AttributeOption } from './catalog'
import { NumericId } from './params'

/**
 * Contracts of the company's search agents (søgeagenter, issue 10): a saved search of a category, the
 * option values wanted per question (the category's checkbox and select questions, keyed like
 * createjob's answers: `a12`), and zips or regions. A new matching job is mailed at once or in a daily
 * digest, each mail linking to the job on /firma/opgaver.
 */

/** At most this many agents per company, exact under parallel requests. */
export const searchAgentsPerCompany = 20
/** Zips one agent may list (a search, not a copy of the postcode table). */
export const searchAgentZipsMax = 50

export const agentDeliveries = ['instant', 'daily'] as const
export const AgentDelivery = v.picklist(agentDeliveries)
export type AgentDelivery = v.InferOutput<typeof AgentDelivery>

const Zip = v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'agents:::errors::zip'))

/** `a12` → the option values wanted for question 12; an empty list wants any answer. */
export const AgentAnswers = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^a\d{1,9}$/)),
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(50)),
  ),
  v.check((answers) => Object.keys(answers).length <= 50),
)
export type AgentAnswers = v.InferOutput<typeof AgentAnswers>

export const NewSearchAgent = v.object({
  categoryId: v.pipe(
    v.number('agents:::errors::categoryUnknown'),
    v.integer(),
    v.minValue(1, 'agents:::errors::categoryUnknown'),
    v.maxValue(Number.MAX_SAFE_INTEGER, 'agents:::errors::categoryUnknown'),
  ),
  answers: v.optional(AgentAnswers, {}),
  zips: v.optional(v.pipe(v.array(Zip), v.maxLength(searchAgentZipsMax, 'agents:::errors::tooManyZips')), []),
  regions: v.optional(v.pipe(v.array(v.picklist(regionOrder)), v.maxLength(regionOrder.length)), []),
  delivery: v.optional(AgentDelivery, 'instant'),
})
export type NewSearchAgent = v.InferInput<typeof NewSearchAgent>

export const SearchAgent = v.object({
  id: v.number(),
  categoryId: v.number(),
  categoryName: v.string(),
  /** The wanted answers as the company reads them: question label and option labels. */
  criteria: v.array(v.object({ question: v.string(), values: v.array(v.string()) })),
  zips: v.array(v.string()),
  regions: v.array(v.string()),
  delivery: AgentDelivery,
  createdAt: v.number(),
})
export type SearchAgent = v.InferOutput<typeof SearchAgent>

export const SearchAgentList = v.object({ agents: v.array(SearchAgent), max: v.number() })
export type SearchAgentList = v.InferOutput<typeof SearchAgentList>

export const SearchAgentParam = v.object({ agentId: NumericId })

// GET /api/company/search-agents/form?category=
export const AgentFormQuery = v.object({ category: NumericId })

/**
 * get_attributes_form_markup: the questions of a category an agent can ask for (selects and
 * checkboxes; a lone checkbox has the one option 'yes'), keyed like createjob's answers.
 */
export const AgentForm = v.object({
  questions: v.array(
    v.object({
      key: v.string(),
      label: v.string(),
      options: v.array(AttributeOption),
    }),
  ),
})
export type AgentForm = v.InferOutput<typeof AgentForm>

export const SearchAgentCreated = v.object({ id: v.number(), count: v.number() })
