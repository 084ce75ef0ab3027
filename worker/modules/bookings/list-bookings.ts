import { type SQL, sql } from 'drizzle-orm'
import {
  type Booking,
  type BookingItem,
  type BookingsPage,
  bookingStates,
  bookingsPageSize,
  milestoneOf,
  plannedStates,
} from '../../../domain/schemas/bookings'
import { ftsQuery } from '../../../domain/schemas/company-jobs'
import { type Database, readTogether } from '../../lib/db'
import { notFound } from '../../lib/errors'

type Row = Omit<BookingItem, 'milestone' | 'hasCalendar' | 'seen'> & { hasCalendar: 0 | 1; seen: 0 | 1 }

const inList = (list: readonly string[]) =>
  sql.join(
    list.map((s) => sql`${s}`),
    sql`, `,
  )
const states = inList(bookingStates)

/**
 * The columns of a list entry; `c` is the contact, `j` its job. The calendar mark only while the dates
 * still stand: a cancelled booking's dates left the calendar.
 */
const itemColumns = sql`c.id AS contactId, c.job_id AS jobId, j.title AS headline, j.city, c.state,
  (c.state IN (${inList(plannedStates)})
    AND EXISTS (SELECT 1 FROM calendar_events e WHERE e.contact_id = c.id)) AS hasCalendar,
  c.company_seen_at IS NOT NULL AS seen,
  coalesce((SELECT max(l.created_at) FROM lifecycle_log l
            WHERE l.lifecycle = 'contact' AND l.subject_id = c.id AND l.transition = 'hire'), c.updated_at) AS hiredAt`

const toItem = (row: Row): BookingItem => ({
  ...row,
  hasCalendar: row.hasCalendar === 1,
  seen: row.seen === 1,
  milestone: milestoneOf(row.state, row.hasCalendar === 1),
})

/**
 * get_dine_bookinger_pagination / vundne_tab2: the company's bookings, newest hire first, a page at a
 * time. The search is an FTS5 prefix query over the job (the same rule as the open-jobs search), so no
 * LIKE pattern of the typed length is ever built. A page beyond the last answers none and asks the
 * caller to go back to page 1.
 */
export async function listBookings(
  db: Database,
  companyId: number,
  query: { page: number; search?: string | undefined },
): Promise<BookingsPage> {
  const { page } = query
  const fts = query.search ? ftsQuery(query.search) : null
  const where: SQL = sql`c.company_id = ${companyId} AND c.state IN (${states})${
    fts === null ? sql`` : sql` AND c.job_id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ${fts})`
  }`
  const [[counted], rows] = await readTogether<[{ total: number }, Row]>(
    db,
    sql`SELECT count(*) AS total FROM contacts c WHERE ${where}`,
    sql`SELECT ${itemColumns} FROM contacts c JOIN jobs j ON j.id = c.job_id WHERE ${where}
      ORDER BY hiredAt DESC, c.id DESC LIMIT ${bookingsPageSize} OFFSET ${(page - 1) * bookingsPageSize}`,
  )
  const total = counted?.total ?? 0
  const pageCount = Math.ceil(total / bookingsPageSize)
  return {
    items: rows.map(toItem),
    page,
    pageCount,
    total,
    redirectFirstPage: page > 1 && page > pageCount,
  }
}

/** One booking of the company's: 404 for another company's contact or one it was not hired on. */
export async function getBooking(db: Database, companyId: number, contactId: number): Promise<Booking> {
  const [row] = await db.all<
    Row & {
      priceOre: number | null
      offerText: string | null
      appointmentAt: number | null
      customerName: string
      customerEmail: string | null
      customerPhone: string | null
      customerAddress: string | null
      smsStart: number | null
      smsEnd: number | null
      smsSentAt: number | null
    }
  >(sql`SELECT ${itemColumns}, c.price_ore AS priceOre, c.offer_text AS offerText,
      c.appointment_at AS appointmentAt, u.name AS customerName, u.email AS customerEmail,
      u.phone AS customerPhone,
      CASE WHEN j.street IS NULL THEN NULL ELSE j.street || ', ' || j.zip || ' ' || j.city END AS customerAddress,
      e.starts_at AS smsStart, e.ends_at AS smsEnd, e.created_at AS smsSentAt
    FROM contacts c JOIN jobs j ON j.id = c.job_id JOIN users u ON u.id = c.customer_id
      LEFT JOIN calendar_events e ON e.id = (SELECT max(id) FROM calendar_events WHERE contact_id = c.id)
    WHERE c.id = ${contactId} AND c.company_id = ${companyId} AND c.state IN (${states})`)
  if (!row) throw notFound()
  const {
    customerName,
    customerEmail,
    customerPhone,
    customerAddress,
    smsStart,
    smsEnd,
    smsSentAt,
    ...rest
  } = row
  return {
    ...toItem(rest),
    priceOre: rest.priceOre,
    offerText: rest.offerText,
    appointmentAt: rest.appointmentAt,
    customer: { name: customerName, email: customerEmail, phone: customerPhone, address: customerAddress },
    sms:
      smsStart === null || smsEnd === null || smsSentAt === null
        ? null
        : { startDate: smsStart, endDate: smsEnd, sentAt: smsSentAt },
  }
}

/** The company opened the booking: the first opening is kept (the unseen dot goes). */
export async function markBookingSeen(
  db: Database,
  companyId: number,
  contactId: number,
  now: number,
): Promise<undefined> {
  const [row] = await db.all<{
    id: number
  }>(sql`UPDATE contacts SET company_seen_at = coalesce(company_seen_at, ${now})
    WHERE id = ${contactId} AND company_id = ${companyId} AND state IN (${states}) RETURNING id`)
  if (!row) throw notFound()
  return undefined
}
