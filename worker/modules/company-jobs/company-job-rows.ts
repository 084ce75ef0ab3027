import { inArray, type SQL, sql } from 'drizzle-orm'
import { municipalityCentres } from '../../../domain/data/municipality-centres'
import postcodeData from '../../../domain/data/postcodes.json'
import type { Locale } from '../../../domain/i18n'
import { zipDistanceKm } from '../../../domain/rules/distance'
import type { PostcodeTable } from '../../../domain/rules/zip'
import type { CompanyJob } from '../../../domain/schemas/company-jobs'
import { categoryAttributes, jobAttributes } from '../../db/schema'
import type { Database } from '../../lib/db'
import { customerContactData } from './contact-privacy'
import { liveOffers, takesOffers } from './visibility'

const postcodes = postcodeData as unknown as PostcodeTable

interface Row {
  id: number
  title: string
  description: string
  categoryId: number
  categoryName: string
  zip: string
  city: string
  region: string
  state: CompanyJob['state']
  takesOffers: number
  timing: CompanyJob['timing']
  timingDate: number | null
  carMake: string | null
  carModel: string | null
  carYear: number | null
  createdAt: number
  hiredContactId: number | null
  offers: number
  contactId: number | null
  contactState: NonNullable<CompanyJob['contact']>['state'] | null
  invitedAt: number | null
  priceOre: number | null
  offerText: string | null
  appointmentAt: number | null
  offeredAt: number | null
  contactDueAt: number | null
  callbackRequestedAt: number | null
  customerName: string
  customerEmail: string | null
  customerPhone: string | null
  companyZip: string | null
}

export interface CompanyJobRowsOptions {
  companyId: number
  locale: Locale
  now: number
  where: SQL
  limit: number
  /** Newest first unless given. */
  orderBy?: SQL | undefined
  /** A subquery of job ids (`id`) that drives the query: each job is then read by its primary key. */
  ids?: SQL | undefined
}

/** The whole statement, for `companyJobRows` and for the query-plan test of every search shape. */
export function companyJobRowsSql(options: CompanyJobRowsOptions): SQL {
  const { companyId, locale, now } = options
  const categoryName = locale === 'en' ? sql`cat.name_en` : sql`cat.name_da`
  const orderBy = options.orderBy ?? sql`j.created_at DESC, j.id DESC`
  // With an id set: the page's ids are picked first (CROSS JOIN: SQLite keeps this order, so the set,
  // answered by indexes, drives and jobs is read by its key; on a small table the planner would
  // otherwise scan jobs), and only those rows get the columns, the subqueries and the customer; the
  // sorter then holds ids, not descriptions, for every match.
  const from =
    options.ids === undefined
      ? sql`jobs j`
      : sql`(SELECT j.id FROM (${options.ids}) k CROSS JOIN jobs j ON j.id = k.id
          JOIN categories cat ON cat.id = j.category_id
          LEFT JOIN contacts mc ON mc.job_id = j.id AND mc.company_id = ${companyId}
          WHERE ${options.where}
          ORDER BY ${orderBy}
          LIMIT ${options.limit}) page CROSS JOIN jobs j ON j.id = page.id`
  return sql`
    SELECT j.id, j.title, j.description, j.category_id AS categoryId, ${categoryName} AS categoryName,
      j.zip, j.city, j.region, j.status AS state, ${takesOffers(now)} AS takesOffers, j.timing,
      j.timing_date AS timingDate, j.car_make AS carMake, j.car_model AS carModel, j.car_year AS carYear,
      j.created_at AS createdAt, j.hired_contact_id AS hiredContactId, ${liveOffers} AS offers,
      mc.id AS contactId, mc.state AS contactState, mc.invited_at AS invitedAt, mc.price_ore AS priceOre,
      mc.offer_text AS offerText, mc.appointment_at AS appointmentAt, mc.offered_at AS offeredAt,
      mc.due_at AS contactDueAt, mc.callback_requested_at AS callbackRequestedAt,
      u.name AS customerName, u.email AS customerEmail, u.phone AS customerPhone,
      (SELECT me.zip FROM companies me WHERE me.id = ${companyId}) AS companyZip
    FROM ${from}
    JOIN categories cat ON cat.id = j.category_id
    JOIN users u ON u.id = j.customer_id
    LEFT JOIN contacts mc ON mc.job_id = j.id AND mc.company_id = ${companyId}
    WHERE ${options.ids === undefined ? options.where : sql`1`}
    ORDER BY ${orderBy}
    LIMIT ${options.limit}`
}

/**
 * Jobs as one company sees them: `where` picks them (over `j`, `cat` and the company's contact `mc`),
 * newest first. The customer's contact data passes the privacy rule before it leaves this function.
 */
export async function companyJobRows(db: Database, options: CompanyJobRowsOptions): Promise<CompanyJob[]> {
  const { locale } = options
  const rows = await db.all<Row>(companyJobRowsSql(options))
  const answers = await answersOf(
    db,
    rows.map((r) => r.id),
    locale,
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: { id: r.categoryId, name: r.categoryName },
    answers: answers.get(r.id) ?? [],
    car: r.carMake ? { make: r.carMake, model: r.carModel, year: r.carYear } : null,
    timing: r.timing,
    timingDate: r.timingDate,
    zip: r.zip,
    city: r.city,
    region: r.region,
    createdAt: r.createdAt,
    distanceKm:
      r.companyZip === null ? null : zipDistanceKm(postcodes, municipalityCentres, r.companyZip, r.zip),
    state: r.state,
    takesOffers: Boolean(r.takesOffers),
    offers: r.offers,
    invited: r.invitedAt !== null,
    contact:
      r.contactId === null || r.contactState === null
        ? null
        : {
            id: r.contactId,
            state: r.contactState,
            invited: r.invitedAt !== null,
            priceOre: r.priceOre,
            offerText: r.offerText,
            appointmentAt: r.appointmentAt,
            offeredAt: r.offeredAt,
            dueAt: r.contactDueAt,
            callbackRequested: r.callbackRequestedAt !== null,
          },
    customer: customerContactData(
      { name: r.customerName, email: r.customerEmail, phone: r.customerPhone },
      {
        hired: r.contactId !== null && r.hiredContactId === r.contactId,
        callbackRequested: r.callbackRequestedAt !== null,
      },
    ),
  }))
}

/**
 * The answers to each job's questions in the caller's language, in the category's question order: a
 * select or checkbox shows its options' labels, a number its unit.
 */
async function answersOf(db: Database, jobIds: number[], locale: Locale) {
  const byJob = new Map<number, Map<number, CompanyJob['answers'][number]>>()
  if (jobIds.length === 0) return new Map<number, CompanyJob['answers']>()
  const rows = await db
    .select({
      jobId: jobAttributes.jobId,
      attributeId: jobAttributes.attributeId,
      value: jobAttributes.value,
      kind: categoryAttributes.kind,
      labelDa: categoryAttributes.labelDa,
      labelEn: categoryAttributes.labelEn,
      options: categoryAttributes.options,
      unit: categoryAttributes.unit,
    })
    .from(jobAttributes)
    .innerJoin(categoryAttributes, sql`${categoryAttributes.id} = ${jobAttributes.attributeId}`)
    .where(inArray(jobAttributes.jobId, jobIds))
    .orderBy(categoryAttributes.position, categoryAttributes.id)
  for (const row of rows) {
    const option = row.options?.find((o) => o.value === row.value)
    const shown = option
      ? locale === 'en'
        ? option.en
        : option.da
      : row.kind === 'number' && row.unit
        ? `${row.value} ${row.unit}`
        : row.value
    const answers = byJob.get(row.jobId) ?? new Map<number, CompanyJob['answers'][number]>()
    const answer = answers.get(row.attributeId)
    if (answer) answer.values.push(shown)
    else answers.set(row.attributeId, { label: locale === 'en' ? row.labelEn : row.labelDa, values: [shown] })
    byJob.set(row.jobId, answers)
  }
  return new Map([...byJob].map(([jobId, answers]) => [jobId, [...answers.values()]]))
}
