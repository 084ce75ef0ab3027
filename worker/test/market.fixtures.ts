import { env } from 'cloudflare:test'
import { eq, getTableName } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { contactLifecycle } from '../../domain/lifecycle/contact'
import type { StateOf } from '../../domain/lifecycle/define'
import type { jobLifecycle } from '../../domain/lifecycle/job'
import { contacts, jobs, messages } from '../db/schema'
import { clock } from '../lib/clock'
import { database } from '../lib/db'
import { makeCompanyUser, makeUser } from '../modules/account/account.fixtures'

/**
 * Test-only: jobs, contacts and messages made straight in D1 (not through the API), so a test starts in
 * any state it needs. States set here bypass the lifecycle on purpose; tests of transitions go through
 * the API.
 */
export async function makeJob(options: {
  customerId: number
  categoryId: number
  status?: StateOf<typeof jobLifecycle>
  title?: string
  zip?: string
  city?: string
  region?: string
  createdAt?: number
}) {
  const now = clock.now()
  return insertOne(jobs, {
    customerId: options.customerId,
    categoryId: options.categoryId,
    title: options.title ?? 'Ny terrasse i lærk',
    description: 'Ca. 20 m² terrasse bag huset, gerne i lærk.',
    zip: options.zip ?? '8000',
    city: options.city ?? 'Aarhus C',
    region: options.region ?? 'Region Midtjylland',
    status: options.status ?? 'open',
    dueAt: (options.status ?? 'open') === 'open' ? now + 60 * 86_400 : null,
    createdAt: options.createdAt ?? now,
  })
}

export async function makeContact(options: {
  job: { id: number; customerId: number }
  companyId: number
  state?: StateOf<typeof contactLifecycle>
  priceOre?: number
  offerText?: string
  invited?: boolean
  dueAt?: number | null
}) {
  const now = clock.now()
  const state = options.state ?? 'offered'
  const offered = state !== 'invited'
  return insertOne(contacts, {
    jobId: options.job.id,
    companyId: options.companyId,
    customerId: options.job.customerId,
    state,
    dueAt: options.dueAt !== undefined ? options.dueAt : state === 'offered' ? now + 28 * 86_400 : null,
    invitedAt: options.invited || state === 'invited' ? now : null,
    priceOre: offered ? (options.priceOre ?? 1_250_000) : null,
    offerText: offered ? (options.offerText ?? 'Vi kan gå i gang i uge 12.') : null,
    offeredAt: offered ? now : null,
    createdAt: now,
    updatedAt: now,
  })
}

/** A new customer's open job in a new company's trade: the job the company finds, hides or bids on. */
export async function makeJobInTrade() {
  const customer = await makeUser()
  const firm = await makeCompanyUser()
  const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id })
  return { customer, firm, job }
}

/** A new customer's job with a new company's contact on it, in the company's trade (an offer unless told otherwise). */
export async function makeOffer(state: StateOf<typeof contactLifecycle> = 'offered') {
  const { customer, firm, job } = await makeJobInTrade()
  const contact = await makeContact({ job, companyId: firm.company.id, state })
  return { customer, firm, job, contact }
}

/** A won job: a new customer's job (named `customerName`) that a new company was hired on, the job hired with it. */
export async function makeWonJob(customerName = 'Karen Kunde') {
  const customer = await makeUser({ name: customerName })
  const firm = await makeCompanyUser()
  const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status: 'hired' })
  const contact = await makeHire({ job, companyId: firm.company.id })
  return { customer, firm, job, contact }
}

/**
 * A company hired on a job as choosing its offer leaves them: its contact hired, and the job's hired
 * contact. The job's own status is the caller's (`makeJob({ status: 'hired' })` for a won job). A later
 * step of the same hire is `state`: `completed` (the job then `closed`) or `cancel_pending`.
 */
export async function makeHire(options: {
  job: { id: number; customerId: number }
  companyId: number
  state?: 'hired' | 'completed' | 'cancel_pending'
}) {
  const contact = await makeContact({ ...options, state: options.state ?? 'hired' })
  await database(env.DB).update(jobs).set({ hiredContactId: contact.id }).where(eq(jobs.id, options.job.id))
  return contact
}

export async function makeMessage(options: {
  contactId: number
  sender: 'customer' | 'company'
  body?: string
  readAt?: number | null
}) {
  return insertOne(messages, {
    contactId: options.contactId,
    sender: options.sender,
    body: options.body ?? 'Hej, hvornår kan I komme?',
    createdAt: clock.now(),
    readAt: options.readAt ?? null,
  })
}

/** Inserts one row and answers it, as D1 stored it (fails loudly when D1 wrote none). */
async function insertOne<T extends SQLiteTable>(
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await database(env.DB).insert(table).values(values).returning()
  if (!row) throw new Error(`${getTableName(table)} insert failed`)
  return row
}
