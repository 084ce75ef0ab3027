import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../domain/i18n'
import { type NewSearchAgent, searchAgentsPerCompany } from '../../../domain/schemas/search-agents'
import { searchAgents } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError, fieldError } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { selectFor } from '../../lib/insert-select'
import { cleanAnswers, cleanZips } from './agent-criteria'
import { categoryOf } from './category-of'

type Input = v.InferOutput<typeof NewSearchAgent>

/**
 * Saves a search agent for the company. At most 20 per company, exact under any number of parallel
 * requests: ONE conditional INSERT counts the company's agents and writes. The agent starts after the
 * newest job there is, so it only ever mails jobs posted after it was saved.
 */
export async function createAgent(
  db: Database,
  companyId: number,
  locale: Locale,
  input: Input,
): Promise<{ id: number; count: number }> {
  const category = await categoryOf(db, input.categoryId, locale)
  if (!category) throw fieldError('categoryId', 'agents:::errors::categoryUnknown')
  const answers = cleanAnswers(input.answers, category.attributes)
  if (!answers) throw fieldError('answers', 'agents:::errors::answerUnknown')
  const cleaned = cleanZips(input.zips)
  if ('unknown' in cleaned) {
    // The entries named (a 422 issue carries no variables: the text is made here, in the caller's language).
    const vars = { count: cleaned.unknown.length, zips: cleaned.unknown.join(', ') }
    throw fieldError('zips', translate(locale, 'agents:::errors::zipUnknown', vars))
  }
  const { zips } = cleaned
  const regions = [...new Set(input.regions)]

  const [made] = await db
    .insert(searchAgents)
    .select(
      selectFor(
        searchAgents,
        {
          companyId,
          categoryId: category.id,
          answers: JSON.stringify(answers),
          zips: JSON.stringify(zips),
          regions: JSON.stringify(regions),
          delivery: input.delivery,
          lastJobId: sql`(SELECT coalesce(max(id), 0) FROM jobs)`,
          lastDigestAt: null,
          createdAt: clock.now(),
        },
        sql`WHERE (SELECT count(*) FROM search_agents WHERE company_id = ${companyId}) < ${searchAgentsPerCompany}`,
      ),
    )
    .returning({ id: searchAgents.id })
  if (!made) throw new ApiError('agent_limit')
  const [row] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM search_agents WHERE company_id = ${companyId}`,
  )
  return { id: made.id, count: Number(row?.n ?? 0) }
}
