import { type Column, type SQL, sql } from 'drizzle-orm'
import { marketStates, signInStates } from '../../domain/lifecycle/account'

const states = (list: readonly string[]) =>
  sql.join(
    list.map((s) => sql`${s}`),
    sql`, `,
  )

/**
 * The guard "this company is in the market" (domain/lifecycle/account.ts `companyMarket`): its owner's
 * account is in a listed state. One SQL condition for every rule that needs it (hiring, a customer's
 * message, a renewal's charge), so it is checked in the same statement as the write it guards: a block
 * that lands between a read and the write still stops the write.
 */
export const companyInMarket = (companyId: SQL | Column | number): SQL =>
  sql`EXISTS (SELECT 1 FROM companies market_c JOIN users market_u ON market_u.id = market_c.owner_user_id
    WHERE market_c.id = ${companyId} AND market_u.status IN (${states(marketStates)}))`

/**
 * The guard "this customer is in the market": their account may sign in and receive mail
 * (`signInStates`). A blocked or erased customer's jobs take no offers (a company would spend its plan
 * on a job nobody reads) and no company writes or texts them; checked in the same statement as the
 * write, like `companyInMarket`, and undone by an unblock.
 */
export const customerInMarket = (customerId: SQL | Column | number): SQL =>
  sql`EXISTS (SELECT 1 FROM users market_k WHERE market_k.id = ${customerId}
    AND market_k.status IN (${states(signInStates)}))`
