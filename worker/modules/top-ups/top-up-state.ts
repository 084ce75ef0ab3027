import { and, eq } from 'drizzle-orm'
import type { TopUp } from '../../../domain/schemas/money'
import { topUpReceipts, topUps } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { balanceOf } from '../../lib/ledger'

/**
 * One of the company's own top-ups, the number of its receipt once credited (written in the same batch
 * that turns it paid, decision 025, so one read sees both or neither) and its balance now; another
 * company's id is a 404.
 */
export async function topUpState(db: Database, companyId: number, topUpId: string): Promise<TopUp> {
  const [row] = await db
    .select({ topUp: topUps, invoiceNumber: topUpReceipts.invoiceNumber })
    .from(topUps)
    .leftJoin(topUpReceipts, eq(topUpReceipts.topUpId, topUps.id))
    .where(and(eq(topUps.id, topUpId), eq(topUps.companyId, companyId)))
  if (!row) throw notFound()
  return {
    topUpId: row.topUp.id,
    amountOre: row.topUp.amountOre,
    method: row.topUp.method,
    state: row.topUp.state,
    balanceOre: await balanceOf(db, companyId),
    returnJobId: row.topUp.returnJobId,
    invoiceNumber: row.invoiceNumber,
  }
}
