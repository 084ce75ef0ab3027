import { and, asc, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { productName } from '../../domain/brand'
import type { Locale } from '../../domain/i18n'
import { greetingName } from '../../domain/rules/greeting'
import { outbox } from '../db/schema'
import type { AppBindings, AppEnv } from '../env'
import { fakesAllowed } from './adapters/config'
import { emailAdapter } from './adapters/email'
import { keepFakeCopy } from './adapters/fake-mailbox'
import { smsAdapter } from './adapters/sms'
import { clock } from './clock'
import { type Database, database } from './db'
import { translate } from './i18n'
import { selectFor } from './insert-select'
import { log } from './log'
import { escapeHtml, headerSafe, inertHtml, isLinkKey, linkHtml, plainValue } from './mail-text'

/**
 * The outbox (DESIGN.md): every e-mail and SMS is a row first, written in the same `db.batch` as the
 * change that causes it; `deliverDue` sends due rows through the adapters and cron retries failures.
 *
 *   await db.batch([db.insert(...), enqueue(db, { channel: 'email', to, template: 'welcomeCustomer',
 *                   locale, payload: { name, link } })])
 *   deliverSoon(c)
 *
 * Templates live in `domain/locales/{da-DK,en}/mail.json` (`subject` + `body` for e-mail, `body` for
 * SMS), rendered in the recipient's locale with `{{product}}`, `{{firstName}}` (of the payload's `name`,
 * for greeting a person) and the payload as variables.
 */
export type Channel = 'email' | 'sms'
export type Payload = Record<string, string | number>

export interface OutboxMessage {
  channel: Channel
  to: string
  template: MailTemplate
  locale: Locale
  payload: Payload
}

/** Every template in mail.json; e-mail templates have a subject, SMS templates only a body. */
export const mailTemplates = [
  'companyInvited',
  'callbackRequested',
  'passwordReset',
  'passwordResetSms',
  'welcomeCustomer',
  'welcomeCompany',
  'setPassword',
  'signupAttempt',
  'passwordChanged',
  'facebookLinked',
  'facebookConfirm',
  'emailChangeConfirm',
  'emailChanged',
  'newOffer',
  'newMessageToCompany',
  'newMessageToCustomer',
  'offerDeclined',
  'supplierHired',
  'supplierNotChosen',
  'priceListOrder',
  'orderConfirmation',
  'agentMatch',
  'agentDigest',
  'notificationSms',
  'jobDatesSms',
  'subscriptionLapsed',
  'reviewRequest',
  'reviewInvitation',
  'cancelApprovedCompany',
  'cancelRejectedCompany',
  'cancelApprovedCustomer',
  'cancelRejectedCustomer',
  'supportReply',
  'complaintReply',
] as const
export type MailTemplate = (typeof mailTemplates)[number]

/** Attempts before a row is given up as `failed`. */
export const maxAttempts = 5
/** Seconds to wait after the n-th failed attempt (1 min, 5 min, 30 min, 2 h). */
const backoffSeconds = [60, 300, 1800, 7200]
/** A claimed row is invisible to other deliverers for this long (a crashed send is retried after it). */
const leaseSeconds = 120

/** Delivered and failed rows are deleted this long after they were made (the cron's purge). */
export const keepDays = 30

/**
 * Payload values that are secrets: every link (`link`, `…Link`: reset and confirmation tokens) and an
 * SMS `code`. They stay only while the row may still be sent; a sent or given-up row keeps the rest.
 */
export const isSecretKey = (key: string) => isLinkKey(key) || key === 'code'

/** The payload without its secrets (what a delivered row keeps, and what the GDPR export shows). */
export function withoutSecrets(payload: Payload): Payload {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !isSecretKey(key)))
}

/** A new outbox row's columns but the payload (stored as JSON by `enqueue`, as text by `enqueueWhen`). */
function pending(message: OutboxMessage) {
  const now = clock.now()
  return {
    channel: message.channel,
    to: message.to,
    template: message.template,
    locale: message.locale,
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  }
}

/** A drizzle insert to put in the caller's `db.batch([...])` (or await on its own). */
export function enqueue(db: Database, message: OutboxMessage) {
  return db.insert(outbox).values({ ...pending(message), payload: message.payload })
}

/**
 * `enqueue`'s guarded twin: the row is written only when `condition` holds at its place in the batch
 * (a transition's `applied`, or `changes() = 1` right after the statement that causes the mail), so a
 * refused change mails nobody. One INSERT … SELECT … WHERE condition.
 */
export function enqueueWhen(db: Database, message: OutboxMessage, condition: SQL) {
  const row = { ...pending(message), payload: JSON.stringify(message.payload) }
  return db.insert(outbox).select(selectFor(outbox, row, sql`WHERE ${condition}`))
}

/** Whom an e-mail goes to: an address (none for an erased account) and the language it is written in. */
export interface MailRecipient {
  to: string | null | undefined
  locale: Locale
  /**
   * What must still hold when the mail is written, checked in the mail's own statement (a company's:
   * `companyInMarket`), so a block landing after the read that found the recipient still sends nothing.
   */
  sendsWhile?: SQL
}

/**
 * An `enqueueWhen` e-mail as a list to spread into the batch: empty when there is nobody to mail (no
 * recipient, or one without an address).
 */
export function emailWhen(
  db: Database,
  recipient: MailRecipient | null | undefined,
  template: MailTemplate,
  payload: Payload,
  condition: SQL,
) {
  if (!recipient?.to) return []
  return [
    enqueueWhen(
      db,
      { channel: 'email', to: recipient.to, template, locale: recipient.locale, payload },
      recipient.sendsWhile ? sql`(${condition}) AND ${recipient.sendsWhile}` : condition,
    ),
  ]
}

export interface RenderedMessage {
  subject: string | null
  text: string
  html: string
}

/**
 * Subject, plain text and HTML of a row, in the recipient's locale. Only payload values named `link` or
 * `…Link` (links the server built) become anchors; every other value is user text: controls stripped,
 * and in the HTML part escaped and split so no mail client auto-links it. The subject is one clean line.
 */
export function render(
  row: Pick<OutboxMessage, 'channel' | 'locale' | 'payload'> & { template: string },
): RenderedMessage {
  // A person is greeted by first name ('Hej {{firstName}}'): the one place it is taken from `name`.
  const person = row.payload.name
  const firstName = typeof person === 'string' ? greetingName(person) : ''
  const payload: Payload = { product: productName, firstName, ...row.payload }
  const textVars = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, plainValue(String(value))]),
  )
  // The HTML part: the template is rendered with markers, escaped, then each marker gets its value.
  const markers = Object.fromEntries(Object.keys(payload).map((key) => [key, `\uE000${key}\uE001`]))
  const htmlOf = (template: string) =>
    escapeHtml(template)
      .replace(/\n/g, '<br>\n')
      .replace(/\uE000(\w+)\uE001/g, (_, key: string) => {
        const value = String(payload[key] ?? '')
        return isLinkKey(key) ? linkHtml(value) : inertHtml(value)
      })
  const bodyKey = `mail:::${row.template}::body`
  const body = translate(row.locale, bodyKey, textVars)
  const bodyHtml = htmlOf(translate(row.locale, bodyKey, markers))
  if (row.channel === 'sms') return { subject: null, text: body, html: bodyHtml }
  const subject = headerSafe(translate(row.locale, `mail:::${row.template}::subject`, textVars))
  const text = `${body}\n\n${translate(row.locale, 'mail:::footer', textVars)}`
  const footerHtml = htmlOf(translate(row.locale, 'mail:::footer', markers))
  return {
    subject,
    text,
    html: `<div style="font-family:sans-serif;line-height:1.5">${bodyHtml}<br>\n<br>\n${footerHtml}</div>`,
  }
}

export interface DeliveryReport {
  sent: number
  retried: number
  failed: number
}

/**
 * Sends every due pending row (oldest first, at most `limit`). Each row is claimed with a conditional
 * update first, so the cron and a request's `waitUntil` never send the same row twice.
 */
export async function deliverDue(env: AppEnv, options: { limit?: number } = {}): Promise<DeliveryReport> {
  const db = database(env.DB)
  const now = clock.now()
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 }
  const due = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(options.limit ?? 50)

  for (const row of due) {
    const claimed = await db
      .update(outbox)
      .set({ nextAttemptAt: now + leaseSeconds })
      .where(
        and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.nextAttemptAt, row.nextAttemptAt)),
      )
      .returning({ id: outbox.id })
    if (claimed.length === 0) continue

    const attempts = row.attempts + 1
    try {
      const message = render(row)
      if (row.channel === 'email') {
        await emailAdapter(env).send({
          to: row.to,
          subject: message.subject ?? '',
          text: message.text,
          html: message.html,
        })
      } else {
        await smsAdapter(env).send({ to: row.to, text: message.text })
      }
      // The local fakes keep their own copy (the dev mailbox), since the row forgets its secrets now.
      if (fakesAllowed(env)) await keepFakeCopy(env.KV, row)
      await db
        .update(outbox)
        .set({
          status: 'sent',
          attempts,
          sentAt: clock.now(),
          lastError: null,
          payload: withoutSecrets(row.payload),
        })
        .where(eq(outbox.id, row.id))
      report.sent++
    } catch (error) {
      // Only the adapter's error text: never the rendered body (it can hold a reset link or code).
      const lastError = String(error instanceof Error ? error.message : error).slice(0, 500)
      const gaveUp = attempts >= maxAttempts
      await db
        .update(outbox)
        .set({
          attempts,
          lastError,
          status: gaveUp ? 'failed' : 'pending',
          // A given-up row is never sent: its link or code must not stay readable.
          ...(gaveUp ? { payload: withoutSecrets(row.payload) } : {}),
          nextAttemptAt: clock.now() + (backoffSeconds[attempts - 1] ?? backoffSeconds.at(-1) ?? 7200),
        })
        .where(eq(outbox.id, row.id))
      if (gaveUp) report.failed++
      else report.retried++
      log.warn('outbox delivery failed', { id: row.id, attempts, error: lastError })
    }
  }
  return report
}

/**
 * The cron's clean-up: sent and failed rows older than `keepDays` go (addresses, phone numbers and
 * names are not kept for ever). Pending rows stay until they are sent or given up.
 */
export async function purgeOutbox(env: Pick<AppEnv, 'DB'>, days = keepDays) {
  const db = database(env.DB)
  const result = await db
    .delete(outbox)
    .where(and(inArray(outbox.status, ['sent', 'failed']), lt(outbox.createdAt, clock.now() - days * 86_400)))
  return result.meta.changes
}

/** Delivers right after the response (dev is instant); cron picks up whatever fails. */
export function deliverSoon(c: Context<AppBindings>) {
  const work = deliverDue(c.env).catch((error) =>
    log.error('outbox delivery crashed', { error: String(error) }),
  )
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (e.g. app.request in a unit test): the promise still runs.
  }
}

/** Waits for a use-case that queued mail or SMS, sends it soon (`deliverSoon`) and answers its result. */
export async function thenDeliver<T>(c: Context<AppBindings>, work: Promise<T>): Promise<T> {
  const result = await work
  deliverSoon(c)
  return result
}
