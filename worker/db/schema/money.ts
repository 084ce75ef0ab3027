import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { companies, users } from './accounts'
import { categories } from './catalog'
import { primaryRef, requiredRef } from './columns'

/**
 * A company's plan in one of its categories (decision 018). No row is basic. A paid plan runs from
 * `period_start` to `period_end`; `paid_ore` is the net price paid for that period (the unused part of
 * it is subtracted from an upgrade). `next_plan` is a downgrade or unsubscribe waiting for the period end.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    categoryId: requiredRef(() => categories.id),
    plan: text({ enum: ['basic', 'pro', 'pro-plus'] }).notNull(),
    periodStart: integer(),
    periodEnd: integer(),
    paidOre: integer().notNull().default(0),
    nextPlan: text({ enum: ['basic', 'pro', 'pro-plus'] }),
    updatedAt: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('subscriptions_period_end_idx').on(t.periodEnd),
  ],
)

/**
 * One money event (a top-up, a charge, a renewal, an admin credit or refund): its postings sum to zero.
 * Append-only. `idempotency_key` makes a retried request apply once; `nonce` is the one request that
 * wrote the row, so the statements of its batch act only for that request; `response` is the first
 * answer, replayed to a retry. A charge has an `invoice_number`, given without gaps in the same statement.
 */
export const ledgerTransactions = sqliteTable(
  'ledger_transactions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id),
    kind: text({ enum: ['topup', 'subscription', 'renewal', 'credit', 'refund'] }).notNull(),
    idempotencyKey: text().notNull().unique(),
    nonce: text().notNull(),
    invoiceNumber: integer().unique(),
    /** For a charge: the category and plan paid for, net amount and VAT (the receipt's lines). */
    categoryId: integer().references(() => categories.id),
    plan: text({ enum: ['basic', 'pro', 'pro-plus'] }),
    netOre: integer().notNull().default(0),
    vatOre: integer().notNull().default(0),
    creditOre: integer().notNull().default(0),
    /** Who did it for an admin adjustment, and why. */
    actorUserId: integer().references(() => users.id),
    reason: text(),
    response: text(),
    createdAt: integer().notNull(),
  },
  (t) => [index('ledger_transactions_company_idx').on(t.companyId, t.createdAt, t.id)],
)

/**
 * One leg of a transaction. Accounts: `wallet` (the company's balance: what we owe it), `provider`
 * (money received through the payment provider), `revenue`, `vat`, `adjustments` (admin goodwill).
 * Every row carries the company, so a company's balance is one indexed sum over its wallet rows.
 */
export const ledgerPostings = sqliteTable(
  'ledger_postings',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    transactionId: requiredRef(() => ledgerTransactions.id),
    companyId: requiredRef(() => companies.id),
    account: text({ enum: ['wallet', 'provider', 'revenue', 'vat', 'adjustments'] }).notNull(),
    amountOre: integer().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('ledger_postings_wallet_idx').on(t.companyId, t.account, t.id),
    index('ledger_postings_transaction_idx').on(t.transactionId),
  ],
)

/**
 * A top-up at the payment provider: made when the company starts paying, settled by the provider's
 * signed webhook (exactly once: the credit's idempotency key is the top-up id).
 */
export const topUps = sqliteTable(
  'top_ups',
  {
    id: text().primaryKey(),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    amountOre: integer().notNull(),
    method: text({ enum: ['card', 'mobilepay'] }).notNull(),
    state: text({ enum: ['pending', 'paid', 'declined', 'abandoned'] }).notNull(),
    providerSessionId: text().notNull(),
    returnJobId: integer(),
    createdAt: integer().notNull(),
    settledAt: integer(),
  },
  (t) => [
    index('top_ups_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('top_ups_provider_session_idx').on(t.providerSessionId),
  ],
)

/**
 * Offers a company sent in one of its top categories in one calendar month (Copenhagen, `YYYY-MM`):
 * the plan's monthly allowance (decision 018). Raised in the same batch as the offer it counts, only
 * when that offer went in, and the offer is written only while the count is under the plan's limit.
 */
export const offerCounts = sqliteTable(
  'offer_counts',
  {
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    categoryId: requiredRef(() => categories.id),
    month: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId, t.month] })],
)

/** Seller (the operator) and buyer (the company) as they were when a receipt was issued. */
const receiptParties = () => ({
  sellerName: text().notNull(),
  sellerStreet: text(),
  sellerZip: text().notNull(),
  sellerCity: text().notNull(),
  sellerCvr: text(),
  buyerName: text().notNull(),
  buyerStreet: text(),
  buyerZip: text().notNull(),
  buyerCity: text().notNull(),
  buyerCvr: text(),
})

/**
 * A receipt as it was issued: written in the batch of the charge it records (only when that charge went
 * in) and never changed. Seller, buyer, what was sold (plan, category names, the paid period), the VAT
 * rate and the amounts are copied here, so a later change of the VAT rate, the period length, the
 * company's name or a category's name leaves an old receipt as it was. The receipt page and the CSV read
 * only this row.
 */
export const receipts = sqliteTable('receipts', {
  transactionId: primaryRef(() => ledgerTransactions.id),
  companyId: requiredRef(() => companies.id),
  invoiceNumber: integer().notNull().unique(),
  issuedAt: integer().notNull(),
  ...receiptParties(),
  plan: text({ enum: ['basic', 'pro', 'pro-plus'] }).notNull(),
  categoryNameDa: text().notNull(),
  categoryNameEn: text().notNull(),
  periodStart: integer().notNull(),
  periodEnd: integer().notNull(),
  /** Net price of the plan's period before the credit, the credit for the unused part, net after it. */
  planOre: integer().notNull(),
  creditOre: integer().notNull(),
  netOre: integer().notNull(),
  vatPercent: integer().notNull(),
  vatOre: integer().notNull(),
  totalOre: integer().notNull(),
})

/**
 * The receipt of a paid top-up ('Kvittering for indbetaling', decision 025): written in the batch that
 * credits the top-up (only when that credit went in) and never changed. A top-up is a payment on account,
 * so it has no VAT line; the VAT is on the receipts of the charges the balance pays. Its number comes
 * from the same gapless series as the charges' receipts (`ledger_transactions.invoice_number`); both
 * parties, the amount, the method and the provider's reference are copied here as they were.
 */
export const topUpReceipts = sqliteTable('top_up_receipts', {
  transactionId: primaryRef(() => ledgerTransactions.id),
  companyId: requiredRef(() => companies.id),
  invoiceNumber: integer().notNull().unique(),
  topUpId: text()
    .notNull()
    .unique()
    .references(() => topUps.id),
  issuedAt: integer().notNull(),
  ...receiptParties(),
  amountOre: integer().notNull(),
  method: text({ enum: ['card', 'mobilepay'] }).notNull(),
  /** The payment provider's id of the payment (the checkout session), to find it at the provider. */
  providerReference: text().notNull(),
})
