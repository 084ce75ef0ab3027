import { type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { marketStates } from '../../../domain/lifecycle/account'
import type { NotificationType } from '../../../domain/schemas/notifications'
import { notifications, outbox } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { selectFor } from '../../lib/insert-select'
import type { MailTemplate } from '../../lib/outbox'

export interface NotificationEvent {
  /** The company told; an SQL expression when the batch only knows it by a subquery. */
  companyId: number | SQL
  type: NotificationType
  jobId: number | SQL | null
  /** The short text shown with it (a job title): user text, shown escaped. */
  note: string | SQL
}

/** The notification's INSERT: its result lists the row it made (none when `when` did not hold). */
export type NotificationInsert = BatchItem<'sqlite'> & PromiseLike<{ id: number }[]>

export interface NotifyOptions {
  /** Where links point. */
  origin: string
  /** Written only when this holds at that point of the batch (the change that causes it happened). */
  when?: SQL
  /**
   * Written only while the company has no unread notification of this kind on this job: a chat of ten
   * messages is one 'new message' in the list (and one SMS) until the company reads it.
   */
  oncePerJobUntilRead?: boolean
  /** An e-mail of the event's own, sent with the notification (to the company's address, its owner's locale). */
  email?: { template: MailTemplate; payload: Record<string, string | number | SQL> }
}

/** The owner `u` of the company told is in the market: a blocked or deleted company gets no SMS or mail. */
const ownerInMarket = sql`u.status IN (${sql.join(
  marketStates.map((s) => sql`${s}`),
  sql`, `,
)})`

/**
 * The writes that tell a company something, for the caller's own batch (DESIGN.md: the outbox row is
 * written with the change): the notification row, then ONE outbox INSERT … SELECT with the SMS (only
 * when the company turned notifications_phone on, has a phone and has no unread notification of the same
 * kind on the same job) and the optional e-mail, each only
 * if the notification row was written just before (`changes() = 1`) and the company is in the market
 * (its row stays in the list for when it is unblocked; nothing is sent to it while it is out).
 */
export function notificationWrites(
  db: Database,
  event: NotificationEvent,
  options: NotifyOptions,
): readonly [NotificationInsert, BatchItem<'sqlite'>] {
  const now = clock.now()
  const unreadAlready = sql`EXISTS (SELECT 1 FROM notifications n WHERE n.company_id = ${event.companyId}
    AND n.type = ${event.type} AND n.job_id IS ${event.jobId} AND n.read_at IS NULL)`
  const when = options.oncePerJobUntilRead
    ? sql`(${options.when ?? sql`1`}) AND NOT ${unreadAlready}`
    : (options.when ?? sql`1`)
  const link = jobLink(options.origin, event.jobId)
  const notification = db
    .insert(notifications)
    .select(
      selectFor(
        notifications,
        {
          companyId: event.companyId,
          type: event.type,
          jobId: event.jobId,
          note: event.note,
          createdAt: now,
        },
        sql`WHERE ${when}`,
      ),
    )
    .returning({ id: notifications.id })
  const what = (locale: 'da-DK' | 'en') => translate(locale, `notifications:::sms::${event.type}`)
  const pending = { status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now } as const
  const sms = selectFor(
    outbox,
    {
      channel: 'sms',
      to: sql`coalesce(co.mobile, co.phone)`,
      template: 'notificationSms',
      locale: sql`u.locale`,
      payload: sql`json_object('what', CASE u.locale WHEN 'en' THEN ${what('en')} ELSE ${what('da-DK')} END,
        'note', ${event.note}, 'link', ${link})`,
      ...pending,
    },
    sql`FROM companies co JOIN users u ON u.id = co.owner_user_id
      JOIN notification_settings s ON s.company_id = co.id AND s.sms = 1
    WHERE co.id = ${event.companyId} AND coalesce(co.mobile, co.phone) IS NOT NULL AND ${ownerInMarket}
      -- One SMS until the company has read it: a chat of ten messages is one text, not ten.
      -- (the one just written is the only unread one of its kind on the job).
      AND (SELECT count(*) FROM notifications n WHERE n.company_id = co.id AND n.type = ${event.type}
        AND n.job_id IS ${event.jobId} AND n.read_at IS NULL) = 1`,
  )
  const email = options.email
    ? sql` UNION ALL ${selectFor(
        outbox,
        {
          channel: 'email',
          to: sql`coalesce(nullif(co.email, ''), u.email)`,
          template: options.email.template,
          locale: sql`u.locale`,
          payload: sql`json_object(${payloadPairs(options.email.payload)})`,
          ...pending,
        },
        sql`FROM companies co JOIN users u ON u.id = co.owner_user_id
          LEFT JOIN notification_settings s ON s.company_id = co.id
        WHERE co.id = ${event.companyId} AND coalesce(s.email, 1) = 1 AND ${ownerInMarket}
          AND coalesce(nullif(co.email, ''), u.email) IS NOT NULL`,
      )}`
    : sql``
  const mails = db.insert(outbox).select(sql`SELECT * FROM (${sms}${email}) WHERE changes() = 1`)
  return [notification, mails] as const
}

/** The job on the company's open jobs page, or the notifications page when there is no job. */
export function jobLink(origin: string, jobId: number | SQL | null): SQL {
  if (jobId === null) return sql`${`${origin}/firma/notifikationer`}`
  return sql`(${`${origin}/firma/opgaver?jobid=`} || CAST(${jobId} AS INTEGER))`
}

function payloadPairs(payload: Record<string, string | number | SQL>): SQL {
  return sql.join(
    Object.entries(payload).map(([key, value]) => sql`${key}, ${value}`),
    sql`, `,
  )
}
