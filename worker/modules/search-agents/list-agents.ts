import { desc, eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { answerKey } from '../../../domain/schemas/jobs'
import { type SearchAgentList, searchAgentsPerCompany } from '../../../domain/schemas/search-agents'
import { searchAgents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { valueLabel } from './agent-criteria'
import { categoryOf } from './category-of'
import { parseAgent } from './stored-agent'

/** The company's agents, newest first, with the category and wanted answers in the reader's language. */
export async function listAgents(db: Database, companyId: number, locale: Locale): Promise<SearchAgentList> {
  const rows = await db
    .select()
    .from(searchAgents)
    .where(eq(searchAgents.companyId, companyId))
    .orderBy(desc(searchAgents.id))
  const categories = new Map<number, Awaited<ReturnType<typeof categoryOf>>>()
  for (const id of new Set(rows.map((r) => r.categoryId)))
    categories.set(id, await categoryOf(db, id, locale))
  const agents = rows.map((row) => {
    const agent = parseAgent(row)
    const category = categories.get(row.categoryId)
    const criteria = (category?.attributes ?? []).flatMap((attribute) => {
      const wanted = agent.answers[answerKey(attribute.id)]
      if (!wanted?.length) return []
      return [
        { question: attribute.label, values: wanted.map((value) => valueLabel(attribute, value, locale)) },
      ]
    })
    return {
      id: row.id,
      categoryId: row.categoryId,
      categoryName: category?.name ?? '',
      criteria,
      zips: [...agent.zips],
      regions: [...agent.regions],
      delivery: row.delivery,
      createdAt: row.createdAt,
    }
  })
  return { agents, max: searchAgentsPerCompany }
}
