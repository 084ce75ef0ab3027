import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { MyReviews, Review } from '../../../domain/schemas/reviews'
import { categories, companies, reviews, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { published, reviewColumns, reviewOf, toReview, touched } from './review-rows'

/** The reviews I wrote and have not withdrawn, newest first, with the company each is about. */
export async function myReviews(db: Database, customerId: number, locale: Locale): Promise<MyReviews> {
  const rows = await db
    .select({
      ...reviewColumns(locale),
      companySlug: companies.slug,
      companyName: companies.name,
    })
    .from(reviews)
    .innerJoin(categories, eq(categories.id, reviews.categoryId))
    .innerJoin(users, eq(users.id, reviews.customerId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(eq(reviews.customerId, customerId), published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100)
  return {
    items: rows.map((row) => ({
      ...toReview(row),
      company: { slug: row.companySlug, name: row.companyName },
    })),
  }
}

/**
 * review-cancel: the author withdraws a review in one conditional statement (only my own, only once;
 * anything else is a 404). The row is kept with who and when, so what was published can still be
 * answered for; every read skips it (review-rows.ts `published`), so the profile, its rating and the
 * widget drop it, and the moved `updated_at` is a new edge-cache key for the profile.
 */
export async function withdrawReview(db: Database, customerId: number, reviewId: number): Promise<undefined> {
  const now = clock.now()
  const changed = await db
    .update(reviews)
    .set({ withdrawnAt: now, withdrawnBy: customerId, updatedAt: touched(now) })
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId), published))
    .returning({ id: reviews.id })
  if (changed.length === 0) throw notFound()
  return undefined
}

/** The company withdraws its reply under a review of its own (another company's is a 404). */
export async function withdrawComment(
  db: Database,
  companyId: number,
  reviewId: number,
  locale: Locale,
): Promise<Review> {
  const now = clock.now()
  await db
    .update(reviews)
    .set({ comment: null, commentedAt: null, updatedAt: touched(now) })
    .where(
      and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId), published, isNotNull(reviews.comment)),
    )
  const review = await reviewOf(db, companyId, reviewId, locale)
  if (!review) throw notFound()
  return review
}
