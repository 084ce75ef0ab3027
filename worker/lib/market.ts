import { type Column, type SQL, sql } from 'drizzle-orm'
import { marketStates } from '../../domain/lifecycle/account'

/**
 * The guard "this company is in the market" (domain/lifecycle/account.ts `companyMarket`): its owner's
 * account is in a listed state. One SQL condition for every rule that needs it (hiring, a customer's
 * message, a renewal's charge), so it is checked in the same statement as the write it guards: a block
 * that lands between a read and the write still stops the write.
 */
export const companyInMarket = (companyId: SQL | Column | number): SQL =>
  sql`EXISTS (SELECT 1 FROM companies market_c JOIN users market_u ON market_u.id = market_c.owner_user_id
    WHERE market_c.id = ${companyId} AND market_u.status IN (${sql.join(
      marketStates.map((s) => sql`${s}`),
      sql`, `,
    )}))`
