import { and, eq } from 'drizzle-orm'
import { searchAgents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'

/** Deletes the company's own agent (its hits go with it); another company's agent is a 404. */
export async function deleteAgent(db: Database, companyId: number, agentId: number): Promise<void> {
  const gone = await db
    .delete(searchAgents)
    .where(and(eq(searchAgents.id, agentId), eq(searchAgents.companyId, companyId)))
    .returning({ id: searchAgents.id })
  if (gone.length === 0) throw notFound()
}
