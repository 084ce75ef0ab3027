import { asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AdminComplaintQueue } from '../../../domain/schemas/support'
import { complaintReplies, complaints, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { customerInMarket } from '../../lib/market'
import { emailWhen } from '../../lib/outbox'
import { queueCounts } from './queue-counts'

type Status = 'open' | 'answered' | 'closed'

/** A complaint's status, from what happened to it: handled → closed, replied to → answered, else open. */
const statusSql = sql<Status>`CASE WHEN c.handled_at IS NOT NULL THEN 'closed'
  WHEN EXISTS (SELECT 1 FROM complaint_replies r WHERE r.complaint_id = c.id) THEN 'answered'
  ELSE 'open' END`

interface Row {
  id: number
  status: Status
  companyName: string
  text: string
  userName: string
  createdAt: number
  userId: number | null
  customerName: string | null
  customerEmail: string | null
  companyId: number | null
  matchedName: string | null
  jobId: number | null
  jobTitle: string | null
}

/**
 * The staff's complaints queue: the complaints in one status (oldest first; closed newest first), each
 * with the customer, the company of that name if there is one, the customer's newest job with that
 * company (what the complaint is most likely about: the form names a company, not a job), and the replies.
 */
export async function complaintQueue(db: Database, status: Status): Promise<AdminComplaintQueue> {
  const rows = await db.all<Row>(sql`
    SELECT * FROM (
      SELECT c.id, ${statusSql} AS status, c.company_name AS companyName, c.text, c.user_name AS userName,
        c.created_at AS createdAt, c.user_id AS userId, u.name AS customerName, u.email AS customerEmail,
        co.id AS companyId, co.name AS matchedName, j.id AS jobId, j.title AS jobTitle
      FROM complaints c
      LEFT JOIN users u ON u.id = c.user_id
      LEFT JOIN companies co ON co.id = (SELECT id FROM companies WHERE lower(name) = lower(c.company_name)
        ORDER BY id LIMIT 1)
      LEFT JOIN jobs j ON j.id = (SELECT k.job_id FROM contacts k WHERE k.customer_id = c.user_id
        AND k.company_id = co.id ORDER BY k.created_at DESC, k.id DESC LIMIT 1)
    ) WHERE status = ${status}
    ORDER BY ${status === 'closed' ? sql`createdAt DESC` : sql`createdAt ASC`}, id LIMIT 100`)
  const counts = await db.all<{ status: Status; n: number }>(sql`
    SELECT status, count(*) AS n FROM (SELECT ${statusSql} AS status FROM complaints c) GROUP BY status`)
  const ids = rows.map((r) => r.id)
  const replies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(complaintReplies)
          .where(inArray(complaintReplies.complaintId, ids))
          .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id))
  return {
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      companyName: r.companyName,
      company:
        r.companyId !== null && r.matchedName !== null ? { id: r.companyId, name: r.matchedName } : null,
      text: r.text,
      userName: r.userName,
      customer:
        r.userId !== null && r.customerName !== null
          ? { id: r.userId, name: r.customerName, email: r.customerEmail }
          : null,
      job: r.jobId !== null && r.jobTitle !== null ? { id: r.jobId, title: r.jobTitle } : null,
      createdAt: r.createdAt,
      replies: replies
        .filter((x) => x.complaintId === r.id)
        .map((x) => ({ id: x.id, body: x.body, createdAt: x.createdAt })),
    })),
    counts: queueCounts(counts),
  }
}

/**
 * An administrator answers a complaint: the reply, the customer's e-mail and the audit entry in one
 * batch, each only while the complaint is not closed (a D1 batch is one transaction: the three see the
 * same complaint). A closed complaint is a 409.
 */
export async function replyToComplaint(
  db: Database,
  adminId: number,
  complaintId: number,
  body: string,
  origin: string,
) {
  const [row] = await db
    .select({
      companyName: complaints.companyName,
      userId: complaints.userId,
      email: users.email,
      locale: users.locale,
      name: complaints.userName,
    })
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.userId))
    .where(eq(complaints.id, complaintId))
  if (!row) throw notFound()
  const open = sql`EXISTS (SELECT 1 FROM complaints WHERE id = ${complaintId} AND handled_at IS NULL)`
  const now = clock.now()
  const [made] = await db.batch([
    db
      .insert(complaintReplies)
      .select(
        selectFor(
          complaintReplies,
          { complaintId, adminUserId: adminId, body, createdAt: now },
          sql`WHERE ${open}`,
        ),
      )
      .returning({ id: complaintReplies.id }),
    audit(
      db,
      {
        actorUserId: adminId,
        action: 'complaint.reply',
        targetType: 'complaint',
        targetId: complaintId,
        details: { companyName: row.companyName },
      },
      open,
    ),
    ...emailWhen(
      db,
      // Only to a customer who may still receive mail: a blocked or erased account is sent nothing.
      row.userId === null
        ? null
        : { to: row.email, locale: row.locale ?? 'da-DK', sendsWhile: customerInMarket(row.userId) },
      'complaintReply',
      { name: row.name, company: row.companyName, message: body, link: `${origin}/` },
      open,
    ),
  ])
  if (made.length === 0) throw new ApiError('conflict', { messageKey: 'support:::errors::complaintClosed' })
  return { id: complaintId, status: 'answered' }
}

/** An administrator marks a complaint handled (closed) or open again; in the audit log with it. */
export async function setComplaintStatus(
  db: Database,
  adminId: number,
  complaintId: number,
  status: 'open' | 'closed',
) {
  const [exists] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
  if (!exists) throw notFound()
  const closing = status === 'closed'
  const [changed] = await db.batch([
    db
      .update(complaints)
      .set({ handledAt: closing ? clock.now() : null })
      .where(
        sql`${eq(complaints.id, complaintId)} AND ${closing ? isNull(complaints.handledAt) : sql`${complaints.handledAt} IS NOT NULL`}`,
      )
      .returning({ id: complaints.id }),
    // changes() is the UPDATE's row count just before it: logged only when the status changed.
    audit(
      db,
      {
        actorUserId: adminId,
        action: closing ? 'complaint.closed' : 'complaint.reopened',
        targetType: 'complaint',
        targetId: complaintId,
        details: null,
      },
      sql`changes() = 1`,
    ),
  ])
  if (changed.length === 0)
    throw new ApiError('conflict', {
      messageKey: closing ? 'support:::errors::complaintClosed' : 'support:::errors::complaintOpen',
    })
  const [after] = await db.all<{ status: string }>(
    sql`SELECT ${statusSql} AS status FROM complaints c WHERE c.id = ${complaintId}`,
  )
  return { id: complaintId, status: after?.status ?? status }
}
