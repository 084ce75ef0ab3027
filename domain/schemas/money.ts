import * as v from 'valibot'
import { planIds } from '../rules/plans'
import { BodyId, NumericId } from './params'

/**
 * Contracts of the company's money (issue 11): subscriptions per category paid from a balance kept on
 * a double-entry ledger, top-ups through the payment provider, the transactions list and receipts.
 * Amounts are whole øre; times unix seconds. Prices to companies are net (excluding VAT).
 */

export const PlanIdSchema = v.picklist(planIds)

/** The smallest and largest top-up in øre (50 kr. … 50.000 kr.). */
export const topUpMinOre = 5_000
export const topUpMaxOre = 5_000_000

export const InvoiceParam = v.object({ invoiceNumber: NumericId })
export const TopUpParam = v.object({ topUpId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)) })

/** One attempt of a costly request: a retry sends the same key and gets the first answer again. */
export const IdempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'money:::errors::retryKey'),
)

/** The terms checkbox of every subscription change ('Accepter venligst handelsbetingelser'). */
const AcceptTerms = v.literal(true, 'money:::errors::acceptTerms')

export const Plan = v.object({
  id: PlanIdSchema,
  rank: v.number(),
  priceOre: v.number(),
  offersPerMonth: v.nullable(v.number()),
  badge: v.boolean(),
})

/** One of my categories and its plan. `nextPlan` is what the plan becomes when the period ends. */
export const CategorySubscription = v.object({
  categoryId: v.number(),
  categoryName: v.string(),
  plan: PlanIdSchema,
  periodStart: v.nullable(v.number()),
  periodEnd: v.nullable(v.number()),
  /** A downgrade or an unsubscribe waiting for the period's end; null when the plan renews as it is. */
  nextPlan: v.nullable(PlanIdSchema),
  offersThisMonth: v.number(),
})
export type CategorySubscription = v.InferOutput<typeof CategorySubscription>

export const Subscriptions = v.object({
  plans: v.array(Plan),
  vatPercent: v.number(),
  periodDays: v.number(),
  balanceOre: v.number(),
  categories: v.array(CategorySubscription),
})
export type Subscriptions = v.InferOutput<typeof Subscriptions>

export const QuoteQuery = v.object({ plan: PlanIdSchema })

/** What a change costs before the company confirms it (the upgrade modal's breakdown). */
export const PlanQuote = v.object({
  categoryId: v.number(),
  from: PlanIdSchema,
  to: PlanIdSchema,
  kind: v.picklist(['upgrade', 'downgrade', 'current']),
  newPlanOre: v.number(),
  creditOre: v.number(),
  netOre: v.number(),
  vatOre: v.number(),
  totalOre: v.number(),
  balanceOre: v.number(),
  /** When a downgrade takes effect (the current period's end). */
  effectiveAt: v.nullable(v.number()),
})
export type PlanQuote = v.InferOutput<typeof PlanQuote>

export const ChangePlan = v.object({
  plan: PlanIdSchema,
  acceptTerms: AcceptTerms,
  idempotencyKey: IdempotencyKey,
})
export type ChangePlan = v.InferInput<typeof ChangePlan>

export const PlanChanged = v.object({
  /** `upgraded` took effect now and was charged; `scheduled` waits for the period's end. */
  result: v.picklist(['upgraded', 'scheduled']),
  subscription: CategorySubscription,
  balanceOre: v.number(),
  invoiceNumber: v.nullable(v.number()),
})
export type PlanChanged = v.InferOutput<typeof PlanChanged>

export const ledgerKinds = ['topup', 'subscription', 'renewal', 'credit', 'refund'] as const
export const LedgerKind = v.picklist(ledgerKinds)
export type LedgerKind = v.InferOutput<typeof LedgerKind>

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'money:::errors::date'))
/** A period of days in Copenhagen time, both ends included. */
export const LedgerQuery = v.object({ from: v.optional(Day), to: v.optional(Day) })

/** One movement of my balance, with the balance after it. */
export const LedgerEntry = v.object({
  transactionId: v.number(),
  at: v.number(),
  kind: LedgerKind,
  /** The text as the company reads it (localized on the server). */
  text: v.string(),
  amountOre: v.number(),
  balanceAfterOre: v.number(),
  invoiceNumber: v.nullable(v.number()),
})
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>

export const Ledger = v.object({
  openingBalanceOre: v.number(),
  closingBalanceOre: v.number(),
  entries: v.array(LedgerEntry),
})
export type Ledger = v.InferOutput<typeof Ledger>

const Party = v.object({
  name: v.string(),
  street: v.nullable(v.string()),
  zip: v.string(),
  city: v.string(),
  cvr: v.nullable(v.string()),
})

export const paymentMethods = ['card', 'mobilepay'] as const
export const PaymentMethod = v.picklist(paymentMethods)

/** What every receipt has: its number (one gapless series for both kinds), its date and both parties. */
const issued = {
  invoiceNumber: v.number(),
  issuedAt: v.number(),
  seller: Party,
  buyer: Party,
}

/** The receipt (invoice) of a charge: the plan's lines, net, VAT and total. */
const ChargeReceipt = v.object({
  kind: v.literal('charge'),
  ...issued,
  lines: v.array(v.object({ text: v.string(), netOre: v.number() })),
  netOre: v.number(),
  vatPercent: v.number(),
  vatOre: v.number(),
  totalOre: v.number(),
})

/**
 * The receipt of a paid top-up ('Kvittering for indbetaling', decision 025): a payment on account, so no
 * VAT line; the VAT is on the receipts of the charges the balance pays.
 */
const PaymentReceipt = v.object({
  kind: v.literal('payment'),
  ...issued,
  /** The one line: what was paid in (localized on the server). */
  text: v.string(),
  totalOre: v.number(),
  method: PaymentMethod,
  /** The payment provider's reference of the payment. */
  providerReference: v.string(),
})

/** A numbered receipt: a charge's (with VAT) or a top-up's (a payment on account, without). */
export const Receipt = v.variant('kind', [ChargeReceipt, PaymentReceipt])
export type Receipt = v.InferOutput<typeof Receipt>

export const NewTopUp = v.object({
  amountOre: v.pipe(
    v.number('money:::errors::amount'),
    v.integer('money:::errors::amount'),
    v.minValue(topUpMinOre, 'money:::errors::amountMin'),
    v.maxValue(topUpMaxOre, 'money:::errors::amountMax'),
  ),
  method: PaymentMethod,
  /** The job the company came from: the return brings it back there (the payment-callback state). */
  returnJobId: v.optional(BodyId),
})
export type NewTopUp = v.InferInput<typeof NewTopUp>

export const TopUpStarted = v.object({ topUpId: v.string(), redirectUrl: v.string() })

/** The company's balance now (the sum of its wallet postings), for the balance box and 'Indsæt penge'. */
export const Balance = v.object({ balanceOre: v.number() })

export const topUpStates = ['pending', 'paid', 'declined', 'abandoned'] as const
export const TopUp = v.object({
  topUpId: v.string(),
  amountOre: v.number(),
  method: PaymentMethod,
  state: v.picklist(topUpStates),
  balanceOre: v.number(),
  returnJobId: v.nullable(v.number()),
  /**
   * The number of its receipt ('Kvittering for indbetaling', decision 025) once it is credited; null
   * while pending, when declined or abandoned, and for a top-up credited before receipts existed.
   */
  invoiceNumber: v.nullable(v.number()),
})
export type TopUp = v.InferOutput<typeof TopUp>

/** An administrator's credit (goodwill) or refund to a company's balance, with the reason kept. */
export const AdminAdjustment = v.object({
  kind: v.picklist(['credit', 'refund']),
  amountOre: v.pipe(
    v.number('money:::errors::amount'),
    v.integer('money:::errors::amount'),
    v.minValue(1, 'money:::errors::amount'),
    v.maxValue(10_000_000, 'money:::errors::amountMax'),
  ),
  reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'money:::errors::reason'), v.maxLength(500)),
  idempotencyKey: IdempotencyKey,
})
export type AdminAdjustment = v.InferInput<typeof AdminAdjustment>
