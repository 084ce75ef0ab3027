import { asc, desc, eq, sql } from 'drizzle-orm'
import { supportCaseLifecycle } from '../../../domain/lifecycle/support-case'
import type { AdminSupportQueue } from '../../../domain/schemas/support'
import { companies, supportCases } from '../../db/schema'
import { audit } from '../../lib/audit'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'
import { emailWhen } from '../../lib/outbox'
import { supportCaseSubject } from '../../lib/subjects'
import { activeCompany } from '../invitations/company-recipient'
import { notificationWrites } from '../notifications/notify'
import { caseMessages, insertMessage, statusChange, summaryColumns, toMessage } from './company-cases'
import { queueCounts } from './queue-counts'

/** How many cases the queue shows at once (oldest waiting first). */
const queueSize = 100

/** The staff's queue: the cases in one status with their threads, and the count of each status. */
export async function supportQueue(
  db: Database,
  status: 'open' | 'answered' | 'closed',
): Promise<AdminSupportQueue> {
  // Two plain queries, not a batch: D1 answers a batch with objects keyed by column name, and the
  // case's and the company's `id` would collide.
  const rows = await db
    .select({ ...summaryColumns, companyId: companies.id, companyName: companies.name })
    .from(supportCases)
    .innerJoin(companies, eq(companies.id, supportCases.companyId))
    .where(eq(supportCases.status, status))
    // Waiting longest first; closed ones newest first.
    .orderBy(status === 'closed' ? desc(supportCases.updatedAt) : asc(supportCases.updatedAt))
    .limit(queueSize)
  const counts = await db
    .select({ status: supportCases.status, n: sql<number>`count(*)` })
    .from(supportCases)
    .groupBy(supportCases.status)
  const ids = rows.map((r) => r.id)
  const messages = await caseMessages(db, ids)
  return {
    items: rows.map(({ companyId, companyName, ...summary }) => ({
      ...summary,
      company: { id: companyId, name: companyName },
      messages: messages.filter((m) => m.caseId === summary.id).map(toMessage),
    })),
    counts: queueCounts(counts),
  }
}

/**
 * An administrator answers a case, in one batch with the 'answer' transition: the message, the
 * company's notification, its e-mail and the audit entry, each only if the transition happened (a
 * closed case is a 409 and leaves nothing).
 */
export async function replyToCase(
  db: Database,
  adminId: number,
  caseId: number,
  body: string,
  origin: string,
) {
  const [row] = await db
    .select({ companyId: supportCases.companyId, subject: supportCases.subject })
    .from(supportCases)
    .where(eq(supportCases.id, caseId))
  if (!row) throw notFound()
  const recipient = await activeCompany(db, eq(companies.id, row.companyId))
  const t = apply(db, supportCaseLifecycle, {
    subject: supportCaseSubject,
    transition: 'answer',
    by: { role: 'admin', userId: adminId },
    id: caseId,
    set: { updatedAt: clock.now() },
    conflictMessageKey: 'support:::errors::closed',
  })
  const link = `${origin}/hjaelp/firma?sag=${caseId}`
  await commit(db, t, [
    insertMessage(db, { caseId, role: 'admin', userId: adminId, body }, t.applied),
    ...notificationWrites(
      db,
      { companyId: row.companyId, type: 'support_reply', jobId: null, note: row.subject },
      { origin, when: t.applied },
    ),
    ...(recipient
      ? emailWhen(
          db,
          recipient,
          'supportReply',
          { company: recipient.name, subject: row.subject, message: body, link },
          t.applied,
        )
      : []),
    audit(
      db,
      {
        actorUserId: adminId,
        action: 'support.reply',
        targetType: 'support_case',
        targetId: caseId,
        details: { companyId: row.companyId },
      },
      t.applied,
    ),
  ])
  return { id: caseId, status: t.to }
}

/** An administrator closes or reopens a case; logged in the audit log with the transition. */
export async function setCaseStatus(
  db: Database,
  adminId: number,
  caseId: number,
  status: 'open' | 'closed',
) {
  const t = apply(db, supportCaseLifecycle, {
    subject: supportCaseSubject,
    ...statusChange(status),
    by: { role: 'admin', userId: adminId },
    id: caseId,
    set: { updatedAt: clock.now() },
  })
  await commit(db, t, [
    audit(
      db,
      {
        actorUserId: adminId,
        action: status === 'closed' ? 'support.closed' : 'support.reopened',
        targetType: 'support_case',
        targetId: caseId,
        details: null,
      },
      t.applied,
    ),
  ])
  return { id: caseId, status: t.to }
}
