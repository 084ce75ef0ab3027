import { sql } from 'drizzle-orm'
import { type CalendarEvent, jobSmsPerContact, jobSmsWindowSeconds } from '../../../domain/schemas/calendar'
import { calendarEvents } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { enqueue } from '../../lib/outbox'
import { count, type Limit, secondsLeft } from '../../lib/throttle'
import { copenhagenTime } from './copenhagen-time'
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

/**
 * send_sms_button: texts the customer the expected start and end of a job the company was hired on, and
 * puts those dates in the company's calendar on that contact. Another company's contact, or one not
 * hired, is a 404. The SMS row and the event are written in one batch: neither exists without the other.
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
  }>(sql`
    SELECT c.job_id AS jobId, j.title, u.phone, u.locale, co.name AS company
      FROM contacts c JOIN jobs j ON j.id = c.job_id JOIN users u ON u.id = c.customer_id
      JOIN companies co ON co.id = c.company_id
    WHERE c.id = ${contactId} AND c.company_id = ${companyId} AND c.state = ${hiredState}`)
  if (!contact) throw notFound()
  if (!contact.phone) throw new ApiError('conflict', { messageKey: 'calendar:::errors::noPhone' })

  const window = await count(d1, jobSmsLimit, String(contactId))
  const wait = secondsLeft(jobSmsLimit, window)
  if (wait > 0)
    throw new ApiError('rate_limited', {
      messageKey: jobSmsLimit.messageKey,
      vars: { hours: Math.max(1, Math.ceil(wait / 3600)) },
    })

  const now = clock.now()
  const [[event]] = await db.batch([
    db
      .insert(calendarEvents)
      .values({ companyId, contactId, startsAt: dates.startDate, endsAt: dates.endDate, createdAt: now })
      .returning({ id: calendarEvents.id }),
    enqueue(db, {
      channel: 'sms',
      to: contact.phone,
      template: 'jobDatesSms',
      locale: contact.locale,
      payload: {
        company: contact.company,
        job: contact.title,
        start: copenhagenTime(dates.startDate),
        end: copenhagenTime(dates.endDate),
      },
    }),
  ])
  if (!event) throw new Error('calendar event insert returned nothing')
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
