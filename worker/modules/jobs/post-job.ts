import { eq, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { ErrorIssue } from '../../../domain/errors'
import type { Locale } from '../../../domain/i18n'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import type { CategoryDetail } from '../../../domain/schemas/catalog'
import {
  answerKey,
  answersSchema,
  CarModelText,
  dayToSeconds,
  JobContact,
  type PostJobRequest,
  type PostJobResponse,
  splitCarModel,
} from '../../../domain/schemas/jobs'
import { categories, companies, jobAttributes, jobs } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { type Database, database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { initialValues, startLog } from '../../lib/lifecycle'
import { deliverSoon } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { logIn } from '../../lib/session'
import { jobSubject } from '../../lib/subjects'
import { clientIp, consume, limits } from '../../lib/throttle'
import { findUserByEmail } from '../auth/accounts'
import { type NewCustomer, newCustomerId, newCustomerWrites } from '../auth/create-customer-without-password'
import { categoryBySlug } from '../catalog/catalog.service'
import { activeCompany } from '../invitations/company-recipient'
import { type InviteInput, inviteCompany } from '../invitations/invite-company'
import { knownZip } from '../places/known-zip'
import { carModels } from '../places/places.service'
import { matchPostedJob } from '../search-agents/run-agents'

type Body = v.InferOutput<typeof PostJobRequest>

/** Everything one posted job writes, checked and ready for one batch. */
export interface JobPlan {
  /** A logged-in customer's id, or the new customer made in the same batch. */
  customer: { id: number } | { new: NewCustomer; origin: string }
  job: Omit<typeof jobs.$inferInsert, 'customerId' | 'createdAt' | 'status' | 'dueAt'>
  answers: { attributeId: number; value: string }[]
}

/**
 * Who posts a job (createjob, or an order from a price list): throttled per IP and, logged in, per
 * customer; not a company or an admin.
 */
export async function jobPoster(c: Context<AppBindings>) {
  await consume(c, limits.postJobIp, clientIp(c))
  const caller = c.get('user')
  if (caller && caller.role !== 'customer') throw new ApiError('job_poster_not_customer')
  if (caller) await consume(c, limits.postJobCustomer, String(caller.id))
  return caller
}

/**
 * createjob: checks the body against the category's questions, then writes the new customer (if any),
 * the job and its answers in one batch, so bad input or a failing write leaves nothing; `sendcompany`
 * then invites that company through the invitations module.
 * A logged-out poster whose e-mail has a customer profile must confirm it with the password first (409
 * `confirm_profile`, the web's profile-confirmation modal); companies and admins cannot post jobs.
 */
export async function postJob(c: Context<AppBindings>, body: Body): Promise<PostJobResponse> {
  const caller = await jobPoster(c)
  const db = database(c.env.DB)
  const locale = c.get('locale')
  const category = await categoryById(db, body.categoryId, locale)
  const issues: ErrorIssue[] = []
  const answers = checked(answersSchema(category.attributes), body.answers, 'answers', issues)
  const car = category.needsCarModel ? checked(CarModelText, body.carModel ?? '', 'carModel', issues) : null
  const contact = caller
    ? null
    : checked(JobContact, body.contact ?? { name: '', email: '', phone: '' }, 'contact', issues)
  if (issues.length > 0) throw new ApiError('invalid_input', { issues })
  const place = knownZip(body.zip)

  let customer: JobPlan['customer']
  if (caller) customer = { id: caller.id }
  else {
    if (!contact) throw new ApiError('internal')
    const existing = await findUserByEmail(db, contact.email)
    if (existing)
      throw new ApiError(existing.role === 'customer' ? 'confirm_profile' : 'job_poster_not_customer')
    customer = {
      new: { name: contact.name, email: contact.email, phone: contact.phone, zip: place.zip, locale },
      origin: publicOrigin(c),
    }
  }

  const plan: JobPlan = {
    customer,
    job: {
      categoryId: category.id,
      title: body.title,
      description: body.description,
      zip: place.zip,
      city: place.city,
      region: place.region,
      timing: body.timing,
      timingDate: body.timing === 'date' && body.timingDate ? dayToSeconds(body.timingDate) : null,
      ...(car ? carColumns(car) : {}),
    },
    answers: answerRows(category, answers ?? {}),
  }
  const invited = body.sendCompany ? await companyIdOf(db, body.sendCompany) : null
  let jobId: number
  try {
    jobId = await writeJob(db, plan)
  } catch (error) {
    // A parallel request made the same e-mail's account a moment ago: that profile must be confirmed.
    if (isUniqueViolation(error, 'users.email')) throw new ApiError('confirm_profile')
    throw error
  }
  const [row] = await db.select({ customerId: jobs.customerId }).from(jobs).where(eq(jobs.id, jobId))
  if (!row) throw new ApiError('internal')
  if ('new' in customer) await logIn(c, row.customerId)
  if (invited !== null)
    await inviteAtOnce(db, { customerId: row.customerId, jobId, companyId: invited, origin: publicOrigin(c) })
  await matchPostedJob(db, publicOrigin(c))
  deliverSoon(c)
  return { jobId, redirectTo: `/bruger/opgaver?job=${jobId}`, newAccount: 'new' in customer }
}

/** The job a batch inserts for this customer, for the batch's later items (one transaction: their newest). */
export const newJobId = (customerId: number | SQL<number>) =>
  sql<number>`(select max(${jobs.id}) from ${jobs} where ${jobs.customerId} = ${customerId})`

/**
 * The one batch: user (+ set-password mail), job, answers. Later items find the user and
 * the job by subqueries: a D1 batch is one transaction, so the newest job of that customer is this one.
 */
export async function writeJob(db: Database, plan: JobPlan): Promise<number> {
  const now = clock.now()
  const userWrites =
    'new' in plan.customer ? newCustomerWrites(db, plan.customer.new, plan.customer.origin) : []
  const customerId: number | SQL<number> =
    'new' in plan.customer ? newCustomerId(plan.customer.new.email) : plan.customer.id
  const jobId = newJobId(customerId)
  const jobInsert = db
    .insert(jobs)
    .values({
      ...plan.job,
      customerId,
      createdAt: now,
      ...initialValues(jobLifecycle, jobSubject, 'open'),
    })
    .returning({ id: jobs.id })
  const answerInsert =
    plan.answers.length > 0
      ? [db.insert(jobAttributes).values(plan.answers.map((a) => ({ ...a, jobId })))]
      : []
  const start = startLog(db, jobLifecycle, {
    subject: jobSubject,
    by: { role: 'customer', userId: customerId },
    where: eq(jobs.id, jobId),
  })
  const writes: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [jobInsert, start.item, ...answerInsert]
  const results = await db.batch([...userWrites, ...writes] as typeof writes)
  const inserted = results[userWrites.length] as { id: number }[]
  const id = inserted[0]?.id
  if (!id) throw new Error('job insert returned nothing')
  return id
}

/** Parses `input` with `schema`; its issues go to `issues` under `prefix` (`answers.a12`, `contact.email`). */
function checked<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  prefix: string,
  issues: ErrorIssue[],
): v.InferOutput<S> | null {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const seen = new Set(issues.map((i) => i.path))
  for (const issue of result.issues) {
    // The field, not a part of it: a wrong option in a checkbox group is the group's error.
    const keys = (issue.path ?? []).slice(0, 1).map((p) => String(p.key))
    const path = [prefix, ...keys].join('.')
    if (seen.has(path)) continue
    seen.add(path)
    issues.push({
      path,
      message: issue.message.includes(':::') ? issue.message : 'common:::errors::invalidField',
    })
  }
  return null
}

async function categoryById(db: Database, id: number, locale: Locale): Promise<CategoryDetail> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id))
  const category = row ? await categoryBySlug(db, row.slug, locale) : null
  if (!category)
    throw new ApiError('invalid_input', {
      issues: [{ path: 'categoryId', message: 'createjob:::errors::categoryUnknown' }],
    })
  return category
}

/** One row per ticked option, chosen value, number or text; an unticked or empty answer has none. */
function answerRows(category: CategoryDetail, answers: Record<string, unknown>) {
  return category.attributes.flatMap((attribute) => {
    const value = answers[answerKey(attribute.id)]
    if (value === undefined || value === null || value === false || value === '') return []
    const values = Array.isArray(value) ? value.map(String) : [value === true ? 'yes' : String(value)]
    return [...new Set(values)].map((text) => ({ attributeId: attribute.id, value: text }))
  })
}

/** The make and model as the list spells them when the text is one of its cars, else split at the first space. */
function carColumns(text: string) {
  const known = carModels(text).find((m) => m.label.toLowerCase() === text.toLowerCase())
  const { make, model } = known ?? splitCarModel(text)
  return { carMake: make, carModel: model || null }
}

/** `sendcompany`: a company's id or slug; 404 unless its owner's account is active. */
async function companyIdOf(db: Database, idOrSlug: string): Promise<number> {
  const byId = /^\d{1,9}$/.test(idOrSlug)
  const company = await activeCompany(
    db,
    byId ? eq(companies.id, Number(idOrSlug)) : eq(companies.slug, idOrSlug.toLowerCase()),
  )
  if (!company) throw new ApiError('company_not_found')
  return company.id
}

/**
 * The invitation through the invitations module (its limit, log row and the company's e-mail) once the
 * job exists. The job is posted whatever happens here: failing the request now would make the person
 * post it twice, and the job page lets them invite the company again.
 */
async function inviteAtOnce(db: Database, input: InviteInput) {
  try {
    await inviteCompany(db, input)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    console.warn(`createjob: sendcompany ${input.companyId} not invited to job ${input.jobId}: ${error.code}`)
  }
}
