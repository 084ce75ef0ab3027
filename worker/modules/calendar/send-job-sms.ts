import { and, eq, sql } from 'drizzle-orm'
import { formatDateTime } from '../../../domain/rules/copenhagen-time'
import { type CalendarEvent, jobSmsPerContact, jobSmsWindowSeconds } from '../../../domain/schemas/calendar'
import { calendarEvents } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { customerInMarket } from '../../lib/market'
import { enqueueWhen } from '../../lib/outbox'
import { count, type Limit, secondsLeft } from '../../lib/throttle'
import { hiredState } from './hired-contact'

/** SMS about one contact: counted in D1 before anything is sent (decision 008), so parallel sends hold. */
export const jobSmsLimit: Limit = {
  name: 'job-sms-contact',
  max: jobSmsPerContact,
  windowSeconds: jobSmsWindowSeconds,
  messageKey: 'calendar:::errors::smsLimit',
}

interface Dates {
  startDate: number
  endDate: number
}

const customerGone = () => new ApiError('conflict', { messageKey: 'calendar:::errors::customerUnavailable' })

/**
 * send_sms_button: texts the customer the expected start and end of a job the company was hired on, and
 * puts those dates in the company's calendar on that contact. Another company's contact, or one not
 * hired, is a 404; a blocked or erased customer a 409. The SMS goes once per set of dates: the same dates again are a 409 (nothing sent),
 * a deliberately changed date replaces the event and texts the customer again. The SMS row and the
 * event are written in one batch: neither exists without the other.
 */
export async function sendJobSms(
  d1: D1Database,
  companyId: number,
  contactId: number,
  dates: Dates,
): Promise<{ event: CalendarEvent }> {
  const db = database(d1)
  const [contact] = await db.all<{
    jobId: number
    title: string
    phone: string | null
    locale: 'da-DK' | 'en'
    company: string
    customerActive: 0 | 1
  }>(sql`
    SELECT c.job_id AS jobId, j.title, u.phone, u.locale, co.name AS company,
      ${customerInMarket(sql`c.customer_id`)} AS customerActive
      FROM contacts c JOIN jobs j ON j.id = c.job_id JOIN users u ON u.id = c.customer_id
      JOIN companies co ON co.id = c.company_id
    WHERE c.id = ${contactId} AND c.company_id = ${companyId} AND c.state = ${hiredState}`)
  if (!contact) throw notFound()
  // A blocked or erased customer is texted by nobody (checked again in the write below).
  if (!contact.customerActive) throw customerGone()
  if (!contact.phone) throw new ApiError('conflict', { messageKey: 'calendar:::errors::noPhone' })

  // The dates already sent are not sent again (a reload, a second press): only a changed date is.
  const sameDates = sql`SELECT 1 FROM calendar_events
    WHERE contact_id = ${contactId} AND starts_at = ${dates.startDate} AND ends_at = ${dates.endDate}`
  const alreadySent = () => new ApiError('conflict', { messageKey: 'calendar:::errors::smsAlreadySent' })
  if ((await db.all(sameDates)).length > 0) throw alreadySent()

  const window = await count(d1, jobSmsLimit, String(contactId))
  const wait = secondsLeft(jobSmsLimit, window)
  if (wait > 0)
    throw new ApiError('rate_limited', {
      messageKey: jobSmsLimit.messageKey,
      vars: { hours: Math.max(1, Math.ceil(wait / 3600)) },
    })

  // One batch (one transaction): the event is written only when these dates are not there yet (one
  // conditional INSERT), the SMS only when that insert wrote a row, and then the contact keeps only that
  // event: the calendar never holds the plan twice, and parallel sends of the same dates text once.
  const now = clock.now()
  const [inserted] = await db.batch([
    db
      .insert(calendarEvents)
      .select(
        selectFor(
          calendarEvents,
          { companyId, contactId, startsAt: dates.startDate, endsAt: dates.endDate, createdAt: now },
          sql`WHERE NOT EXISTS (${sameDates}) AND ${customerInMarket(sql`(SELECT customer_id FROM contacts WHERE id = ${contactId})`)}`,
        ),
      )
      .returning({ id: calendarEvents.id }),
    enqueueWhen(
      db,
      {
        channel: 'sms',
        to: contact.phone,
        template: 'jobDatesSms',
        locale: contact.locale,
        payload: {
          company: contact.company,
          job: contact.title,
          start: formatDateTime(dates.startDate),
          end: formatDateTime(dates.endDate),
        },
      },
      sql`changes() = 1`,
    ),
    db.delete(calendarEvents).where(
      and(
        eq(calendarEvents.contactId, contactId),
        sql`${calendarEvents.id} <> (SELECT min(id) FROM calendar_events WHERE contact_id = ${contactId}
            AND starts_at = ${dates.startDate} AND ends_at = ${dates.endDate})`,
      ),
    ),
  ])
  const [event] = inserted
  if (!event) throw alreadySent()
  return {
    event: {
      id: `sms-${event.id}`,
      kind: 'sms',
      jobId: contact.jobId,
      contactId,
      title: contact.title,
      startsAt: dates.startDate,
      endsAt: dates.endDate,
    },
  }
}
