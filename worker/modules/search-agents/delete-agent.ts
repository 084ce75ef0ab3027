import { and, eq } from 'drizzle-orm'
import { searchAgents } from '../../db/schema'
import { type Database, deleteOwn } from '../../lib/db'

/** Deletes the company's own agent (its hits go with it); another company's agent is a 404. */
export async function deleteAgent(db: Database, companyId: number, agentId: number): Promise<void> {
  await deleteOwn(db, searchAgents, and(eq(searchAgents.id, agentId), eq(searchAgents.companyId, companyId)))
}
