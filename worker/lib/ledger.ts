import { type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { operator } from '../../domain/brand'
import { type PlanId, periodSeconds, vatPercent } from '../../domain/rules/plans'
import type { LedgerKind } from '../../domain/schemas/money'
import { ledgerPostings, ledgerTransactions, receipts, topUpReceipts } from '../db/schema'
import type { Database } from './db'
import { selectFor } from './insert-select'
import { randomToken } from './tokens'

/**
 * The double-entry ledger behind every company balance (decision 018). A money event is one
 * transaction row and its postings; the postings sum to zero; the balance is the sum of the company's
 * `wallet` postings and is never stored. Rows are only ever inserted.
 *
 * D1 has no interactive transactions, so an event is a list of statements for ONE batch, each guarded
 * by the same condition: the transaction row is inserted only when its idempotency key is new, the
 * wallet covers what the event takes from it, and the caller's own condition holds (e.g. the plan the
 * price was computed from is still the plan); every later statement acts only if THIS request's row
 * went in (`applied`, by a random nonce). The caller adds its own statements (the plan change) under
 * `applied`, in the same batch, so money and what it pays for commit together or not at all.
 */

export type LedgerAccount = 'wallet' | 'provider' | 'revenue' | 'vat' | 'adjustments'

export interface Posting {
  account: LedgerAccount
  /** Signed øre: positive adds to the account (to the company's balance for `wallet`). */
  amountOre: number
}

/** The legs of a plan charge (decision 018): the wallet pays net plus VAT, revenue gets the net, VAT its VAT. */
export const chargePostings = (netOre: number, vatOre: number): Posting[] => [
  { account: 'wallet', amountOre: -(netOre + vatOre) },
  { account: 'revenue', amountOre: netOre },
  { account: 'vat', amountOre: vatOre },
]

export interface MoneyEvent {
  companyId: number
  kind: LedgerKind
  /** Unique per intended effect (`topup:{id}`, `renewal:{company}:{category}:{period end}`, a client key). */
  idempotencyKey: string
  postings: readonly Posting[]
  /**
   * A charge gets the next receipt number, gapless: given in the statement that writes the row, and its
   * receipt (`receipts`) is written in the same batch from what holds at that moment. A paid top-up
   * (`topUpId`) takes its number from the same series.
   */
  invoice?: boolean
  /**
   * A paid top-up (decision 025): it takes the next receipt number of the same series, and its receipt
   * ('Kvittering for indbetaling', `top_up_receipts`) is written in the same batch from what holds then.
   */
  topUpId?: string
  /** The period a charge pays for; by default as `periodOf` reads it from the kind and key. */
  period?: { start: number; end: number }
  categoryId?: number
  plan?: PlanId
  netOre?: number
  vatOre?: number
  creditOre?: number
  actorUserId?: number
  reason?: string
  /** More that must hold when the batch runs; checked in the same statement as the balance. */
  when?: SQL
}

export interface MoneyStatements {
  /** This request's mark on the transaction row. */
  nonce: string
  /** Put these first in the batch, in this order. */
  statements: BatchItem<'sqlite'>[]
  /** True inside the batch once this request's transaction row is written: guard the caller's writes. */
  applied: SQL
}

/** The sum of a company's wallet postings, as SQL (for conditions inside a batch). */
export const walletSql = (companyId: number) =>
  sql`(SELECT coalesce(sum(amount_ore), 0) FROM ledger_postings WHERE company_id = ${companyId} AND account = 'wallet')`

/** The company's balance in øre: the sum of its wallet postings. */
export async function balanceOf(db: Database, companyId: number): Promise<number> {
  const [row] = await db.all<{ balance: number }>(sql`SELECT ${walletSql(companyId)} AS balance`)
  return Number(row?.balance ?? 0)
}

/**
 * The statements that record `event` (see the module comment). Throws if the postings do not sum to
 * zero: a programming error, never a request's.
 */
export function moneyStatements(db: Database, event: MoneyEvent, now: number): MoneyStatements {
  if (event.postings.length < 2 || event.postings.reduce((sum, p) => sum + p.amountOre, 0) !== 0)
    throw new Error(`ledger: postings of ${event.idempotencyKey} do not balance`)
  for (const p of event.postings)
    if (!Number.isSafeInteger(p.amountOre)) throw new Error('ledger: amounts are whole øre')
  const nonce = randomToken()
  const key = event.idempotencyKey
  const walletDelta = event.postings
    .filter((p) => p.account === 'wallet')
    .reduce((s, p) => s + p.amountOre, 0)
  const covered = walletDelta >= 0 ? sql`1` : sql`${walletSql(event.companyId)} + ${walletDelta} >= 0`
  const invoiceNumber =
    event.invoice || event.topUpId
      ? sql`(SELECT coalesce(max(invoice_number), 0) + 1 FROM ledger_transactions)`
      : sql`NULL`
  const insert = db.insert(ledgerTransactions).select(
    selectFor(
      ledgerTransactions,
      {
        companyId: event.companyId,
        kind: event.kind,
        idempotencyKey: key,
        nonce,
        invoiceNumber,
        categoryId: event.categoryId ?? null,
        plan: event.plan ?? null,
        netOre: event.netOre ?? 0,
        vatOre: event.vatOre ?? 0,
        creditOre: event.creditOre ?? 0,
        actorUserId: event.actorUserId ?? null,
        reason: event.reason ?? null,
        createdAt: now,
      },
      sql`WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions WHERE idempotency_key = ${key})
        AND ${covered}
        AND ${event.when ?? sql`1`}`,
    ),
  )
  const legs = event.postings.map((p) =>
    db.insert(ledgerPostings).select(
      selectFor(
        ledgerPostings,
        {
          transactionId: sql`id`,
          companyId: sql`company_id`,
          account: p.account,
          amountOre: p.amountOre,
          createdAt: now,
        },
        sql`FROM ledger_transactions WHERE idempotency_key = ${key} AND nonce = ${nonce}`,
      ),
    ),
  )
  const receipt = event.invoice
    ? [receiptStatement(db, event, nonce, now)]
    : event.topUpId
      ? [topUpReceiptStatement(db, event, event.topUpId, nonce)]
      : []
  return {
    nonce,
    statements: [insert, ...legs, ...receipt],
    applied: sql`EXISTS (SELECT 1 FROM ledger_transactions WHERE idempotency_key = ${key} AND nonce = ${nonce})`,
  }
}

/**
 * The period a charge pays for. An upgrade starts a period at the charge; a renewal continues the last
 * one, whose end is the last part of its key (`renewal:{company}:{category}:{period end}`).
 */
export function periodOf(event: Pick<MoneyEvent, 'kind' | 'idempotencyKey' | 'period'>, now: number) {
  if (event.period) return event.period
  const end = Number(event.idempotencyKey.split(':').at(-1))
  const start = event.kind === 'renewal' && Number.isSafeInteger(end) && end > 0 ? end : now
  return { start, end: start + periodSeconds }
}

/**
 * The receipt of a charge as issued: seller, buyer, what was sold and the amounts, copied in the batch
 * that writes the charge (only when this request's row went in), so later changes of names, the VAT
 * rate or the period length never rewrite it.
 */
function receiptStatement(db: Database, event: MoneyEvent, nonce: string, now: number) {
  const period = periodOf(event, now)
  const t = sql.raw('t')
  return db.insert(receipts).select(
    selectFor(
      receipts,
      {
        ...issuedNow(),
        plan: sql`${t}.plan`,
        categoryNameDa: sql`cat.name_da`,
        categoryNameEn: sql`cat.name_en`,
        periodStart: period.start,
        periodEnd: period.end,
        planOre: sql`${t}.net_ore + ${t}.credit_ore`,
        creditOre: sql`${t}.credit_ore`,
        netOre: sql`${t}.net_ore`,
        vatPercent,
        vatOre: sql`${t}.vat_ore`,
        totalOre: sql`${t}.net_ore + ${t}.vat_ore`,
      },
      issuedFrom(event, nonce, sql`JOIN categories cat ON cat.id = t.category_id AND t.plan IS NOT NULL`),
    ),
  )
}

/**
 * What every receipt copies from the moment it is issued, read from this request's transaction `t` and
 * the company `co`: its number and date, the operator as seller and the company as buyer.
 */
function issuedNow() {
  const t = sql.raw('t')
  return {
    transactionId: sql`${t}.id`,
    companyId: sql`${t}.company_id`,
    invoiceNumber: sql`${t}.invoice_number`,
    issuedAt: sql`${t}.created_at`,
    sellerName: operator.name,
    sellerStreet: operator.street,
    sellerZip: operator.zip,
    sellerCity: operator.city,
    sellerCvr: operator.cvr,
    buyerName: sql`co.name`,
    buyerStreet: sql`co.address`,
    buyerZip: sql`co.zip`,
    buyerCity: sql`co.city`,
    buyerCvr: sql`co.cvr`,
  }
}

/** This request's numbered transaction row `t` of `event`, its company `co` and what `join` adds. */
const issuedFrom = (event: MoneyEvent, nonce: string, join: SQL) =>
  sql`FROM ledger_transactions t JOIN companies co ON co.id = t.company_id ${join}
    WHERE t.idempotency_key = ${event.idempotencyKey} AND t.nonce = ${nonce} AND t.invoice_number IS NOT NULL`

/**
 * The receipt of a paid top-up as issued (decision 025): both parties, the amount, the method and the
 * provider's reference, copied in the batch that credits it (only when this request's row went in). No
 * VAT: a top-up is a payment on account; the VAT is on the receipts of the charges it pays.
 */
function topUpReceiptStatement(db: Database, event: MoneyEvent, topUpId: string, nonce: string) {
  return db.insert(topUpReceipts).select(
    selectFor(
      topUpReceipts,
      {
        ...issuedNow(),
        topUpId: sql`tu.id`,
        amountOre: sql`tu.amount_ore`,
        method: sql`tu.method`,
        providerReference: sql`tu.provider_session_id`,
      },
      issuedFrom(event, nonce, sql`JOIN top_ups tu ON tu.id = ${topUpId} AND tu.company_id = t.company_id`),
    ),
  )
}

export interface RecordedMoney {
  /** True when this request wrote the event; false when it was already there or a condition failed. */
  applied: boolean
  transaction: LedgerTransactionRow | null
}

export interface LedgerTransactionRow {
  id: number
  companyId: number
  kind: LedgerKind
  nonce: string
  invoiceNumber: number | null
  response: string | null
  createdAt: number
}

/** The transaction written under an idempotency key, if any. */
export async function transactionByKey(db: Database, key: string): Promise<LedgerTransactionRow | null> {
  const [row] = await db.all<LedgerTransactionRow>(sql`
    SELECT id, company_id AS companyId, kind, nonce, invoice_number AS invoiceNumber, response,
      created_at AS createdAt
    FROM ledger_transactions WHERE idempotency_key = ${key}`)
  return row ?? null
}

/**
 * Records `event` with the caller's guarded writes (`more(applied)`) in one batch, then reads back
 * whether this request applied it. A retry of an applied key returns `applied: false` and the first
 * transaction (replay its `response`).
 */
export async function recordMoney(
  db: Database,
  event: MoneyEvent,
  now: number,
  more: (applied: SQL) => BatchItem<'sqlite'>[] = () => [],
): Promise<RecordedMoney> {
  const { nonce, statements, applied } = moneyStatements(db, event, now)
  await db.batch([...statements, ...more(applied)] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  const transaction = await transactionByKey(db, event.idempotencyKey)
  return { applied: transaction?.nonce === nonce, transaction }
}

/** Keeps the first answer of an applied event, replayed to a retry with the same key. */
export async function keepResponse(db: Database, key: string, nonce: string, response: unknown) {
  await db.run(sql`
    UPDATE ledger_transactions SET response = ${JSON.stringify(response)}
    WHERE idempotency_key = ${key} AND nonce = ${nonce} AND response IS NULL`)
}
