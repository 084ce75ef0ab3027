import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../domain/i18n'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import type { NewReview, Review, Reviewable, ReviewableList } from '../../../domain/schemas/reviews'
import {
  categories,
  companies,
  companyCategories,
  contacts,
  jobs,
  reviewInvitations,
  reviews,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import { type Database, isUniqueViolation } from '../../lib/db'
import { ApiError, fieldError, notFound } from '../../lib/errors'
import { hashToken } from '../../lib/tokens'
import { categoryChoices } from '../catalog/catalog.service'
import { notificationWrites } from '../notifications/notify'
import { reviewOf } from './review-rows'

/** A contact is finished when the hired company completed it (domain/lifecycle/contact.ts). */
export const finishedContactState = transitionOf(contactLifecycle, 'complete').to

/** The categories a review of this contact may be filed under: the job's and the company's own. */
async function reviewCategories(db: Database, jobCategoryId: number, companyId: number, locale: Locale) {
  const rows = await db
    .select({ id: categories.id, nameDa: categories.nameDa, nameEn: categories.nameEn })
    .from(categories)
    .where(
      or(
        eq(categories.id, jobCategoryId),
        inArray(
          categories.id,
          db
            .select({ id: companyCategories.categoryId })
            .from(companyCategories)
            .where(eq(companyCategories.companyId, companyId)),
        ),
      ),
    )
  return categoryChoices(rows, locale)
}

/** The invitation a link's token names (any company's); null for an unknown token. */
async function invitationOf(db: Database, token: string | undefined) {
  if (!token) return null
  const [row] = await db
    .select({ id: reviewInvitations.id, companyId: reviewInvitations.companyId })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, hashToken(token)))
  return row ?? null
}

const reviewableColumns = {
  contactId: contacts.id,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobCategoryId: jobs.categoryId,
  companyId: companies.id,
  companySlug: companies.slug,
  companyName: companies.name,
}

/**
 * What I may review: my completed contacts that have no review yet, newest first. With an invitation
 * link, only that company's (and the company is named even when there is nothing to review).
 */
export async function listReviewable(
  db: Database,
  customerId: number,
  invitationToken: string | undefined,
  locale: Locale,
): Promise<ReviewableList> {
  const invitation = await invitationOf(db, invitationToken)
  const rows = await db
    .select(reviewableColumns)
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(
      and(
        eq(contacts.customerId, customerId),
        eq(contacts.state, finishedContactState),
        sql`NOT EXISTS (SELECT 1 FROM reviews r WHERE r.contact_id = ${contacts.id})`,
        invitation ? eq(contacts.companyId, invitation.companyId) : undefined,
      ),
    )
    .orderBy(sql`${contacts.updatedAt} DESC`, asc(contacts.id))
    .limit(50)
  const items: Reviewable[] = []
  for (const row of rows) {
    items.push({
      contactId: row.contactId,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      company: { id: row.companyId, slug: row.companySlug, name: row.companyName },
      categoryId: row.jobCategoryId,
      categories: await reviewCategories(db, row.jobCategoryId, row.companyId, locale),
    })
  }
  let invitedBy: ReviewableList['invitedBy'] = null
  if (invitation) {
    const [company] = await db
      .select({ slug: companies.slug, name: companies.name })
      .from(companies)
      .where(eq(companies.id, invitation.companyId))
    invitedBy = company ?? null
  }
  return { items, invitedBy }
}

/**
 * The customer of a completed contact reviews its company, once: another customer's contact is a 404,
 * one not finished a 409 `not_reviewable`, and a second review (also two posted at once) a 409
 * `already_reviewed` from the unique index on `reviews.contact_id`. A completed contact never leaves
 * its state, so the check before the insert cannot go stale. The company is told in the same batch
 * (its list, and an SMS when it asked for them), so it can read the review and reply under it.
 */
export async function createReview(
  db: Database,
  customerId: number,
  contactId: number,
  body: v.InferOutput<typeof NewReview>,
  locale: Locale,
  origin: string,
): Promise<Review> {
  const [contact] = await db
    .select({
      state: contacts.state,
      companyId: contacts.companyId,
      jobCategoryId: jobs.categoryId,
      jobTitle: jobs.title,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(and(eq(contacts.id, contactId), eq(contacts.customerId, customerId)))
  if (!contact) throw notFound()
  if (contact.state !== finishedContactState) throw new ApiError('not_reviewable')
  const allowed = await reviewCategories(db, contact.jobCategoryId, contact.companyId, locale)
  if (!allowed.some((c) => c.id === body.categoryId))
    throw fieldError('categoryId', 'reviews:::errors::allFields')
  const invitation = await invitationOf(db, body.invitation)
  const now = clock.now()
  let id: number
  try {
    const insert = db
      .insert(reviews)
      .values({
        contactId,
        companyId: contact.companyId,
        customerId,
        categoryId: body.categoryId,
        rating: body.rating,
        title: body.title,
        text: body.text,
        invitationId: invitation?.companyId === contact.companyId ? invitation.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: reviews.id })
    const told = notificationWrites(
      db,
      { companyId: contact.companyId, type: 'new_review', jobId: null, note: contact.jobTitle },
      { origin },
    )
    const [[row]] = await db.batch([insert, ...told])
    if (!row) throw new ApiError('already_reviewed')
    id = row.id
  } catch (error) {
    if (isUniqueViolation(error, 'reviews.contact_id')) throw new ApiError('already_reviewed')
    throw error
  }
  const review = await reviewOf(db, contact.companyId, id, locale)
  if (!review) throw notFound()
  return review
}
