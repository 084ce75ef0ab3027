import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { reviewMailsPerDay, reviewMailsPerMonth, reviewMailWindowKeys } from '../../../domain/rules/reviews'
import type { CompanyReviews, Review, ReviewMailQuota } from '../../../domain/schemas/reviews'
import { companies, reviewMailQuota, reviews } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { published, ratingOf, reviewOf, reviewPage, touched } from './review-rows'

/** Review mails sent in the current windows (a row of an earlier month or day counts as zero). */
export async function quotaOf(db: Database, companyId: number): Promise<ReviewMailQuota> {
  const keys = reviewMailWindowKeys(clock.now())
  const [row] = await db.select().from(reviewMailQuota).where(eq(reviewMailQuota.companyId, companyId))
  return {
    monthSent: row && row.monthKey === keys.month ? row.monthCount : 0,
    daySent: row && row.dayKey === keys.day ? row.dayCount : 0,
    monthLimit: reviewMailsPerMonth,
    dayLimit: reviewMailsPerDay,
  }
}

/** load_reviews: my company's reviews a page at a time, my rating and my review-mail count. */
export async function companyReviews(
  db: Database,
  companyId: number,
  page: number,
  locale: Locale,
): Promise<CompanyReviews> {
  const [company] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) throw notFound()
  const rating = await ratingOf(db, companyId)
  return {
    slug: company.slug,
    rating,
    reviews: await reviewPage(db, companyId, page, rating.count, locale),
    quota: await quotaOf(db, companyId),
  }
}

/**
 * comment_new_review: the company's reply under a review of its own (another company's review is a
 * 404). A new reply replaces the old one; `updated_at` moves so the profile's cached page is renewed.
 */
export async function commentReview(
  db: Database,
  companyId: number,
  reviewId: number,
  comment: string,
  locale: Locale,
): Promise<Review> {
  const now = clock.now()
  const changed = await db
    .update(reviews)
    .set({ comment, commentedAt: now, updatedAt: touched(now) })
    .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId), published))
    .returning({ id: reviews.id })
  if (changed.length === 0) throw notFound()
  const review = await reviewOf(db, companyId, reviewId, locale)
  if (!review) throw notFound()
  return review
}
