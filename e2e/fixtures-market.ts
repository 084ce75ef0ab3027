import { eq } from 'drizzle-orm'
import * as schema from '../worker/db/schema'
import { copenhagenMonth } from '../worker/modules/subscriptions/copenhagen-month'
import { database } from './fixtures-db'

/**
 * Jobs and contacts made straight in the e2e database (as `fixtures-db.ts` makes users), so a journey
 * starts with the job or offer it needs instead of clicking it together. States set here bypass the
 * lifecycle on purpose; the journeys drive every transition they test through the UI.
 */
const now = () => Math.floor(Date.now() / 1000)

export interface JobOptions {
  customerId: number
  /** A seeded category slug, e.g. `toemrer`. */
  category?: string
  title?: string
  description?: string
  zip?: string
  city?: string
  region?: string
  /** When it was posted (unix seconds); now when left out. */
  createdAt?: number
}

export async function insertJob(options: JobOptions): Promise<{ id: number; title: string }> {
  const db = await database()
  const [category] = await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(eq(schema.categories.slug, options.category ?? 'toemrer'))
  if (!category) throw new Error(`Unknown category slug ${options.category}`)
  const title = options.title ?? `Ny terrasse ${Date.now()}`
  const [job] = await db
    .insert(schema.jobs)
    .values({
      customerId: options.customerId,
      categoryId: category.id,
      title,
      description: options.description ?? 'Ca. 20 m² terrasse bag huset, gerne i lærk.',
      zip: options.zip ?? '8000',
      city: options.city ?? 'Aarhus C',
      region: options.region ?? 'Region Midtjylland',
      status: 'open',
      dueAt: now() + 60 * 86_400,
      createdAt: options.createdAt ?? now(),
    })
    .returning({ id: schema.jobs.id })
  if (!job) throw new Error('Could not insert the e2e job')
  return { id: job.id, title }
}

export async function companyIdOf(slug: string): Promise<number> {
  const db = await database()
  const [company] = await db
    .select({ id: schema.companies.id })
    .from(schema.companies)
    .where(eq(schema.companies.slug, slug))
  if (!company) throw new Error(`No company with slug ${slug}`)
  return company.id
}

/** Who a contact is between: the job, its customer and the company (by slug). */
interface ContactParties {
  job: { id: number }
  customerId: number
  companySlug: string
}

/** One contact row between the parties, in the state (and with the columns) the caller gives. */
async function insertContactRow(
  parties: ContactParties,
  row: Omit<typeof schema.contacts.$inferInsert, 'jobId' | 'companyId' | 'customerId'>,
): Promise<{ id: number }> {
  const db = await database()
  const [contact] = await db
    .insert(schema.contacts)
    .values({
      jobId: parties.job.id,
      companyId: await companyIdOf(parties.companySlug),
      customerId: parties.customerId,
      ...row,
    })
    .returning({ id: schema.contacts.id })
  if (!contact) throw new Error(`Could not insert the e2e ${row.state} contact`)
  return contact
}

/** What a company's contact on a job holds: a live offer by default, or a bare invitation. */
export interface OfferOptions {
  state?: 'invited' | 'offered'
  priceOre?: number
  offerText?: string
  /** The offer's proposed start (unix seconds). */
  appointmentAt?: number
}

/** A company's live offer (or a bare invitation) on a job. */
export async function insertContact(options: ContactParties & OfferOptions): Promise<{ id: number }> {
  const state = options.state ?? 'offered'
  const offered = state === 'offered'
  return insertContactRow(options, {
    state,
    dueAt: offered ? now() + 28 * 86_400 : null,
    invitedAt: offered ? null : now(),
    priceOre: offered ? (options.priceOre ?? 1_250_000) : null,
    offerText: offered ? (options.offerText ?? 'Vi kan gå i gang i uge 12.') : null,
    appointmentAt: offered ? (options.appointmentAt ?? null) : null,
    offeredAt: offered ? now() : null,
    createdAt: now(),
    updatedAt: now(),
  })
}

/**
 * The customer chose the company: its contact with the job is `hired` (or further on: `cancel_pending`,
 * `completed`) and the job points at it; a completed contact closes the job.
 */
export async function insertHiredContact(
  options: ContactParties & {
    state?: 'hired' | 'cancel_pending' | 'completed'
    offerText?: string
    updatedAt?: number
  },
): Promise<{ id: number }> {
  const db = await database()
  const at = now()
  const state = options.state ?? 'hired'
  const contact = await insertContactRow(options, {
    state,
    priceOre: 1_250_000,
    offerText: options.offerText ?? 'Vi kan gå i gang i uge 12.',
    offeredAt: at,
    createdAt: at,
    updatedAt: options.updatedAt ?? at,
  })
  await db
    .update(schema.jobs)
    .set(
      state === 'completed'
        ? { status: 'closed', hiredContactId: contact.id, dueAt: null, closedAt: at }
        : { status: 'hired', hiredContactId: contact.id, dueAt: null },
    )
    .where(eq(schema.jobs.id, options.job.id))
  return contact
}

/** Moves a company to another town, so it is among the nearest to a job there (seeded firms are elsewhere). */
export async function moveCompany(slug: string, zip: string, city: string) {
  const db = await database()
  await db.update(schema.companies).set({ zip, city }).where(eq(schema.companies.slug, slug))
}

/** The company has sent every offer its basic plan allows in a top category this month (10). */
export async function useUpOffers(companySlug: string, category = 'toemrer') {
  const db = await database()
  const companyId = await companyIdOf(companySlug)
  const [top] = await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(eq(schema.categories.slug, category))
  if (!top) throw new Error(`Unknown category slug ${category}`)
  const month = copenhagenMonth(Math.floor(Date.now() / 1000))
  await db.insert(schema.offerCounts).values({ companyId, categoryId: top.id, month, count: 10 })
}

/**
 * The customer has reviewed the company for a finished job (its completed contact, in the job's category):
 * a review the company can reply to, without the customer's side of the journey.
 */
export async function insertReview(
  options: ContactParties & { title: string; rating?: number; text?: string },
): Promise<{ id: number }> {
  const db = await database()
  const contact = await insertHiredContact({ ...options, state: 'completed' })
  const [job] = await db
    .select({ categoryId: schema.jobs.categoryId })
    .from(schema.jobs)
    .where(eq(schema.jobs.id, options.job.id))
  if (!job) throw new Error(`No job ${options.job.id}`)
  const at = now()
  const [review] = await db
    .insert(schema.reviews)
    .values({
      contactId: contact.id,
      companyId: await companyIdOf(options.companySlug),
      customerId: options.customerId,
      categoryId: job.categoryId,
      rating: options.rating ?? 5,
      title: options.title,
      text: options.text ?? 'Flot arbejde, til tiden.',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: schema.reviews.id })
  if (!review) throw new Error('Could not insert the e2e review')
  return review
}
