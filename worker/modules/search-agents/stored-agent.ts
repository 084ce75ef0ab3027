import type { AgentAnswers } from '../../../domain/schemas/search-agents'
import type { searchAgents } from '../../db/schema'
import type { AgentCriteria } from './agent-criteria'

/** A stored agent's JSON columns read back; a damaged column reads as no criterion rather than failing the cron. */
export function parseAgent(
  row: typeof searchAgents.$inferSelect,
): AgentCriteria & { id: number; companyId: number } {
  return {
    id: row.id,
    companyId: row.companyId,
    categoryId: row.categoryId,
    answers: json<AgentAnswers>(row.answers, {}),
    zips: json<string[]>(row.zips, []),
    regions: json<string[]>(row.regions, []),
  }
}

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}
