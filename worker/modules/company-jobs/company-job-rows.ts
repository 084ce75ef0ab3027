import { type SQL, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { CompanyJob } from '../../../domain/schemas/company-jobs'
import type { Database } from '../../lib/db'
import { customerInMarket } from '../../lib/market'
import { answerText, parseOptions } from '../jobs/answer-text'
import { distanceKm } from '../places/places.service'
import { customerContactData } from './contact-privacy'
import { liveOffers, takesOffers } from './visibility'

export interface CompanyJobRow {
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
  hidden: number
  answers: string | null
}

export interface CompanyJobRowsOptions {
  companyId: number
  locale: Locale
  now: number
  where: SQL
  limit: number
  /** Newest first unless given. */
  orderBy?: SQL | undefined
  /**
   * The page's job ids (`id`), already picked, ordered and limited (`jobSearchSql`): only those rows
   * are read, by primary key, and `where` re-checks each of them.
   */
  page?: SQL | undefined
  /** Common table expressions the page reads (`name(columns) AS (…)`). */
  with?: SQL | undefined
}

/** The whole statement, for `companyJobRows` and for the query-plan test of every search shape. */
export function companyJobRowsSql(options: CompanyJobRowsOptions): SQL {
  const { companyId, locale, now } = options
  const categoryName = locale === 'en' ? sql`cat.name_en` : sql`cat.name_da`
  const orderBy = options.orderBy ?? sql`j.created_at DESC, j.id DESC`
  // CROSS JOIN keeps the page first: SQLite never reorders it, so jobs is read by its key.
  const from =
    options.page === undefined ? sql`jobs j` : sql`(${options.page}) page CROSS JOIN jobs j ON j.id = page.id`
  return sql`${options.with === undefined ? sql`` : sql`WITH ${options.with}`}
    SELECT j.id, j.title, j.description, j.category_id AS categoryId, ${categoryName} AS categoryName,
      j.zip, j.city, j.region, j.status AS state, ${takesOffers(now)} AND ${customerInMarket(sql`j.customer_id`)} AS takesOffers, j.timing,
      j.timing_date AS timingDate, j.car_make AS carMake, j.car_model AS carModel, j.car_year AS carYear,
      j.created_at AS createdAt, j.hired_contact_id AS hiredContactId, ${liveOffers} AS offers,
      mc.id AS contactId, mc.state AS contactState, mc.invited_at AS invitedAt, mc.price_ore AS priceOre,
      mc.offer_text AS offerText, mc.appointment_at AS appointmentAt, mc.offered_at AS offeredAt,
      mc.due_at AS contactDueAt, mc.callback_requested_at AS callbackRequestedAt,
      u.name AS customerName, u.email AS customerEmail, u.phone AS customerPhone,
      (SELECT me.zip FROM companies me WHERE me.id = ${companyId}) AS companyZip,
      EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.company_id = ${companyId} AND h.job_id = j.id) AS hidden,
      ${answersJson} AS answers
    FROM ${from}
    JOIN categories cat ON cat.id = j.category_id
    JOIN users u ON u.id = j.customer_id
    LEFT JOIN contacts mc ON mc.job_id = j.id AND mc.company_id = ${companyId}
    WHERE ${options.where}
    ORDER BY ${orderBy}
    LIMIT ${options.limit}`
}

/**
 * The job's answers as one JSON array in the category's question order, read in the same statement
 * as the job (one round trip less per page): [attributeId, value, kind, labelDa, labelEn, options, unit].
 */
const answersJson = sql`(SELECT json_group_array(json_array(a.attribute_id, a.value, a.kind, a.label_da,
    a.label_en, a.options, a.unit))
  FROM (SELECT ja.attribute_id, ja.value, ca.kind, ca.label_da, ca.label_en, ca.options, ca.unit
    FROM job_attributes ja JOIN category_attributes ca ON ca.id = ja.attribute_id
    WHERE ja.job_id = j.id ORDER BY ca.position, ca.id) a)`

/**
 * Jobs as one company sees them: `where` picks them (over `j`, `cat` and the company's contact `mc`),
 * newest first. The customer's contact data passes the privacy rule before it leaves this module.
 */
export async function companyJobRows(db: Database, options: CompanyJobRowsOptions): Promise<CompanyJob[]> {
  return companyJobsOf(await db.all<CompanyJobRow>(companyJobRowsSql(options)), options.locale)
}

/** Rows read with `companyJobRowsSql`, as the company sees them, contact data through the privacy rule. */
export function companyJobsOf(rows: CompanyJobRow[], locale: Locale): CompanyJob[] {
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: { id: r.categoryId, name: r.categoryName },
    answers: answersOf(r.answers, locale),
    car: r.carMake ? { make: r.carMake, model: r.carModel, year: r.carYear } : null,
    timing: r.timing,
    timingDate: r.timingDate,
    zip: r.zip,
    city: r.city,
    region: r.region,
    createdAt: r.createdAt,
    distanceKm: r.companyZip === null ? null : distanceKm(r.companyZip, r.zip),
    state: r.state,
    takesOffers: Boolean(r.takesOffers),
    offers: r.offers,
    invited: r.invitedAt !== null,
    hidden: Boolean(r.hidden),
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

type StoredAnswer = [number, string, string, string, string, string | null, string | null]

/**
 * A job's answers in the caller's language, in the category's question order (each as `answerText`
 * says it).
 */
function answersOf(json: string | null, locale: Locale): CompanyJob['answers'] {
  const answers = new Map<number, CompanyJob['answers'][number]>()
  for (const [attributeId, value, kind, labelDa, labelEn, options, unit] of JSON.parse(
    json ?? '[]',
  ) as StoredAnswer[]) {
    const shown = answerText({ kind, options: parseOptions(options), unit }, value, locale)
    const answer = answers.get(attributeId)
    if (answer) answer.values.push(shown)
    else answers.set(attributeId, { label: locale === 'en' ? labelEn : labelDa, values: [shown] })
  }
  return [...answers.values()]
}
