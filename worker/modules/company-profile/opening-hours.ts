import { asc, eq } from 'drizzle-orm'
import type { OpeningHour, OpeningHours } from '../../../domain/schemas/company-profile'
import { openingHours } from '../../db/schema'
import type { Database } from '../../lib/db'

/**
 * A company's opening hours, Monday first: `{ day: 0, type: 'open', value: '08.00–16.00' }`,
 * `{ day: 6, type: 'closed', value: '' }`. Days the company never stated are left out. Public data:
 * the profile page shows it as it is.
 */
export async function openingHoursOf(db: Database, companyId: number): Promise<OpeningHours> {
  const days = await db
    .select({ day: openingHours.day, type: openingHours.type, value: openingHours.value })
    .from(openingHours)
    .where(eq(openingHours.companyId, companyId))
    .orderBy(asc(openingHours.day))
  return { days }
}

/** Replaces the caller's week in one batch (openingtimes_send). */
export async function saveOpeningHours(
  db: Database,
  companyId: number,
  days: OpeningHour[],
): Promise<OpeningHours> {
  await db.batch([
    db.delete(openingHours).where(eq(openingHours.companyId, companyId)),
    ...days.map((d) => db.insert(openingHours).values({ companyId, ...d })),
  ])
  return openingHoursOf(db, companyId)
}
