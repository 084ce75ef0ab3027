import { Hono } from 'hono'
import { moneyApi } from '../../../domain/contract/money'
import { LedgerQuery } from '../../../domain/schemas/money'
import type { AppBindings } from '../../env'
import { myCompanyId, requireCompany } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { input } from '../../lib/validate'
import { csvFileName, ledgerCsv } from './ledger-csv'
import { periodOf } from './ledger-period'
import { listLedger } from './list-ledger'
import { readReceipt } from './read-receipt'

/** The company's own transactions (with the CSV of the same rows) and its receipts. */
export const ledgerRoutes = new Hono<AppBindings>()

route(ledgerRoutes, moneyApi.ledger, (c, { query }) =>
  listLedger(database(c.env.DB), myCompanyId(c), periodOf(query), c.get('locale')),
)

route(ledgerRoutes, moneyApi.receipt, (c, { params }) =>
  readReceipt(database(c.env.DB), myCompanyId(c), params.invoiceNumber, c.get('locale')),
)

// Not a JSON contract call: the browser downloads it from a plain link with the page's filter.
ledgerRoutes.get('/company/ledger.csv', requireCompany, input('query', LedgerQuery), async (c) => {
  const query = c.req.valid('query')
  const locale = c.get('locale')
  const ledger = await listLedger(database(c.env.DB), myCompanyId(c), periodOf(query), locale)
  return c.body(ledgerCsv(ledger, locale), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csvFileName(query, locale)}"`,
  })
})
