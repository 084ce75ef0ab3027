import { sql } from 'drizzle-orm'
import { plannedStates } from '../../../domain/schemas/bookings'
import type { CalendarEvent, CompanyCalendar, PlannableJob } from '../../../domain/schemas/calendar'
import type { Database } from '../../lib/db'
import { appointmentStates, hiredState, stateList } from './hired-contact'

export interface CalendarRange {
  from?: number | undefined
  to?: number | undefined
}

/**
 * The company's calendar: the dates it sent customers by SMS (the newest plan of each contact, once,
 * while they stand: not for a booking an administrator cancelled) and the appointments of its standing or
 * accepted offers, each on its job; and the jobs it was hired on (where the SMS form is offered). Every
 * row is read through `company_id = me`.
 */
export async function listCalendar(
  db: Database,
  companyId: number,
  range: CalendarRange,
): Promise<CompanyCalendar> {
  const from = range.from ?? 0
  const to = range.to ?? Number.MAX_SAFE_INTEGER
  const [sms, appointments, hired] = await Promise.all([
    db.all<{ id: number; contactId: number; jobId: number; title: string; startsAt: number; endsAt: number }>(
      sql`SELECT e.id, e.contact_id AS contactId, c.job_id AS jobId, j.title, e.starts_at AS startsAt,
            e.ends_at AS endsAt
          FROM calendar_events e JOIN contacts c ON c.id = e.contact_id JOIN jobs j ON j.id = c.job_id
          WHERE e.company_id = ${companyId} AND e.ends_at >= ${from} AND e.starts_at <= ${to}
            AND c.state IN (${stateList(plannedStates)})
            AND e.id = (SELECT max(x.id) FROM calendar_events x WHERE x.contact_id = e.contact_id)
          ORDER BY e.starts_at`,
    ),
    db.all<{ contactId: number; jobId: number; title: string; startsAt: number }>(
      sql`SELECT c.id AS contactId, c.job_id AS jobId, j.title, c.appointment_at AS startsAt
          FROM contacts c JOIN jobs j ON j.id = c.job_id
          WHERE c.company_id = ${companyId} AND c.state IN (${stateList(appointmentStates)})
            AND c.appointment_at BETWEEN ${from} AND ${to}
          ORDER BY c.appointment_at`,
    ),
    db.all<PlannableJob>(
      sql`SELECT c.id AS contactId, c.job_id AS jobId, j.title, j.city, e.created_at AS smsSentAt,
            e.starts_at AS smsStartDate, e.ends_at AS smsEndDate
          FROM contacts c JOIN jobs j ON j.id = c.job_id
            LEFT JOIN calendar_events e ON e.id = (SELECT max(id) FROM calendar_events WHERE contact_id = c.id)
          WHERE c.company_id = ${companyId} AND c.state = ${hiredState}
          ORDER BY c.updated_at DESC`,
    ),
  ])
  const events: CalendarEvent[] = [
    ...sms.map((e) => ({ ...e, id: `sms-${e.id}`, kind: 'sms' as const })),
    ...appointments.map((e) => ({
      ...e,
      id: `appointment-${e.contactId}`,
      kind: 'appointment' as const,
      endsAt: null,
    })),
  ]
  return { events, hired }
}
