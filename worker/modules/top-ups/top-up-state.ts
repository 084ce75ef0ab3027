import { and, eq } from 'drizzle-orm'
import type { TopUp } from '../../../domain/schemas/money'
import { topUps } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { balanceOf } from '../../lib/ledger'

/** One of the company's own top-ups and its balance now; another company's id is a 404. */
export async function topUpState(db: Database, companyId: number, topUpId: string): Promise<TopUp> {
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.id, topUpId), eq(topUps.companyId, companyId)))
  if (!row) throw notFound()
  return {
    topUpId: row.id,
    amountOre: row.amountOre,
    method: row.method,
    state: row.state,
    balanceOre: await balanceOf(db, companyId),
    returnJobId: row.returnJobId,
  }
}
