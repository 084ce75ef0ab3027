import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { allowedActions } from '../../../domain/lifecycle/define'
import { supportCaseLifecycle } from '../../../domain/lifecycle/support-case'
import type { SupportCaseSummary, SupportCaseThread, SupportMessage } from '../../../domain/schemas/support'
import { supportCases, supportMessages } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { apply, commit, initialValues, startLog } from '../../lib/lifecycle'
import { supportCaseSubject } from '../../lib/subjects'
import { consume, type Limit } from '../../lib/throttle'

/** A company writes a few support messages an hour, never a flood into the staff's queue. */
export const supportLimit = {
  name: 'support-company',
  max: 30,
  windowSeconds: 60 * 60,
  messageKey: 'support:::errors::throttled',
} satisfies Limit

export interface Caller {
  companyId: number
  userId: number
}

/**
 * The case's summary columns (message count and the last author from its thread). The subqueries name
 * `support_cases.id` in full: drizzle leaves a lone table's columns unqualified, and a bare "id" would
 * be the message's own.
 */
export const summaryColumns = {
  id: supportCases.id,
  subject: supportCases.subject,
  status: supportCases.status,
  createdAt: supportCases.createdAt,
  updatedAt: supportCases.updatedAt,
  messageCount: sql<number>`(SELECT count(*) FROM support_messages m WHERE m.case_id = support_cases.id)`,
  lastAuthor: sql<'company' | 'admin' | null>`(SELECT m.author_role FROM support_messages m
    WHERE m.case_id = support_cases.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`,
}

export const toMessage = (row: typeof supportMessages.$inferSelect): SupportMessage => ({
  id: row.id,
  author: row.authorRole,
  body: row.body,
  createdAt: row.createdAt,
})

/** The messages of these cases, oldest first (their threads as the company and the staff read them). */
export async function caseMessages(db: Database, caseIds: number[]) {
  if (caseIds.length === 0) return []
  return db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.caseId, caseIds))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
}

/** The company's cases, newest first. */
export async function listCases(db: Database, companyId: number): Promise<{ items: SupportCaseSummary[] }> {
  const items = await db
    .select(summaryColumns)
    .from(supportCases)
    .where(eq(supportCases.companyId, companyId))
    .orderBy(desc(supportCases.createdAt), desc(supportCases.id))
    .limit(200)
  return { items }
}

/** modal_support_messages: one of the company's cases (another company's is a 404). */
export async function caseThread(
  db: Database,
  companyId: number,
  caseId: number,
): Promise<SupportCaseThread> {
  const [summary] = await db
    .select(summaryColumns)
    .from(supportCases)
    .where(and(eq(supportCases.id, caseId), eq(supportCases.companyId, companyId)))
  if (!summary) throw notFound()
  const rows = await caseMessages(db, [caseId])
  return {
    case: summary,
    messages: rows.map(toMessage),
    actions: allowedActions(supportCaseLifecycle, summary.status, 'company'),
  }
}

/** A message on the case, written only when `when` holds (its transition happened). */
export function insertMessage(
  db: Database,
  message: { caseId: number | SQL; role: 'company' | 'admin'; userId: number; body: string },
  when: SQL,
) {
  return db.insert(supportMessages).select(
    selectFor(
      supportMessages,
      {
        caseId: message.caseId,
        authorRole: message.role,
        authorUserId: message.userId,
        body: message.body,
        createdAt: clock.now(),
      },
      sql`WHERE ${when}`,
    ),
  )
}

/**
 * A new case with its first message, in one batch: the case, its first log entry, the message (both
 * only for the row this INSERT made). Throttled per company.
 */
export async function createCase(
  c: Context<AppBindings>,
  db: Database,
  caller: Caller,
  input: { subject: string; message: string },
): Promise<SupportCaseThread> {
  await consume(c, supportLimit, String(caller.companyId))
  const now = clock.now()
  const [made] = await db.batch([
    db
      .insert(supportCases)
      .values({
        companyId: caller.companyId,
        createdByUserId: caller.userId,
        subject: input.subject,
        ...(initialValues(supportCaseLifecycle, supportCaseSubject, 'open') as { status: 'open' }),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportCases.id }),
    // Right after the INSERT, last_insert_rowid() is the new case's id.
    insertMessage(
      db,
      { caseId: sql`last_insert_rowid()`, role: 'company', userId: caller.userId, body: input.message },
      sql`1`,
    ),
    startLog(db, supportCaseLifecycle, {
      subject: supportCaseSubject,
      by: { role: 'company', userId: caller.userId },
      where: sql`${supportCases.id} = (SELECT case_id FROM support_messages WHERE id = last_insert_rowid())`,
    }).item,
  ])
  const id = made[0]?.id
  if (id === undefined) throw new Error('support case insert failed')
  return caseThread(db, caller.companyId, id)
}

/** Closing or reopening a case: its transition, and the 409's text when the case is there already. */
export const statusChange = (status: 'open' | 'closed') =>
  status === 'closed'
    ? { transition: 'close' as const, conflictMessageKey: 'support:::errors::alreadyClosed' }
    : { transition: 'reopen' as const, conflictMessageKey: 'support:::errors::notClosed' }

/**
 * The company moves its own case (another company's is a 404) and its message goes into the thread,
 * in one batch; answers the thread as it is then.
 */
async function companyMessage(
  db: Database,
  caller: Caller,
  caseId: number,
  move: { transition: 'write' | 'close' | 'reopen'; conflictMessageKey: string },
  body: string,
): Promise<SupportCaseThread> {
  const t = apply(db, supportCaseLifecycle, {
    subject: supportCaseSubject,
    ...move,
    by: { role: 'company', userId: caller.userId },
    id: caseId,
    where: eq(supportCases.companyId, caller.companyId),
    set: { updatedAt: clock.now() },
  })
  await commit(db, t, [
    insertMessage(db, { caseId, role: 'company', userId: caller.userId, body }, t.applied),
  ])
  return caseThread(db, caller.companyId, caseId)
}

/**
 * send_support_message: the company writes on its case ('write': an answered case waits for the staff
 * again). A closed case is a 409; another company's a 404.
 */
export async function sendCompanyMessage(
  c: Context<AppBindings>,
  db: Database,
  caller: Caller,
  caseId: number,
  body: string,
): Promise<SupportCaseThread> {
  await consume(c, supportLimit, String(caller.companyId))
  const move = { transition: 'write' as const, conflictMessageKey: 'support:::errors::closed' }
  return companyMessage(db, caller, caseId, move, body)
}

/** sendtiketstatus: the company closes or reopens its case; the note goes into the thread. */
export async function setTicketStatus(
  db: Database,
  caller: Caller,
  caseId: number,
  input: { status: 'open' | 'closed'; text: string },
): Promise<SupportCaseThread> {
  return companyMessage(db, caller, caseId, statusChange(input.status), input.text)
}
