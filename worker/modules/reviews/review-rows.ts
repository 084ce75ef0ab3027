import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { averageRating, reviewsPerPage } from '../../../domain/rules/reviews'
import type { RatingSummary, Review, ReviewPage } from '../../../domain/schemas/reviews'
import { categories, reviews, users } from '../../db/schema'
import type { Database } from '../../lib/db'

/** A review that is shown and counted: not withdrawn by its author. */
export const published = isNull(reviews.withdrawnAt)

/**
 * A review's new `updated_at`: always forward (also twice in one second), since the profile's cache
 * version reads it.
 */
export const touched = (now: number) => sql`max(${now}, ${reviews.updatedAt} + 1)`

/** 'Mette Larsen' → 'Mette L.'; a single name stays; an erased one is 'Kunde'-less: empty. */
export function shortName(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return ''
  const [first = '', ...rest] = parts
  const last = rest.at(-1)
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
}

/** The columns a shown review is read with (joined with its category and author). */
export const reviewColumns = (locale: Locale) => ({
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  categoryName: locale === 'en' ? categories.nameEn : categories.nameDa,
  authorName: users.name,
  createdAt: reviews.createdAt,
  invitationId: reviews.invitationId,
  comment: reviews.comment,
  commentedAt: reviews.commentedAt,
})

/** Reviews read with `reviewColumns`, joined with their category and their author. */
const shownReviews = (db: Database, locale: Locale) =>
  db
    .select(reviewColumns(locale))
    .from(reviews)
    .innerJoin(categories, eq(categories.id, reviews.categoryId))
    .innerJoin(users, eq(users.id, reviews.customerId))

type ReviewRow = {
  id: number
  rating: number
  title: string
  text: string
  categoryName: string
  authorName: string | null
  createdAt: number
  invitationId: number | null
  comment: string | null
  commentedAt: number | null
}

export const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  categoryName: row.categoryName,
  author: shortName(row.authorName),
  createdAt: row.createdAt,
  // A review can only be written on a completed contact by its customer (create-review.ts).
  verified: true,
  viaInvitation: row.invitationId !== null,
  comment: row.comment,
  commentedAt: row.commentedAt,
})

/** One review by id, within one company. */
export async function reviewOf(db: Database, companyId: number, reviewId: number, locale: Locale) {
  const [row] = await shownReviews(db, locale).where(
    and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId), published),
  )
  return row ? toReview(row) : null
}

/** A company's rating: the average of its reviews and how many there are. */
export async function ratingOf(db: Database, companyId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({ n: count(), total: sum(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), published))
  const n = row?.n ?? 0
  return { average: averageRating(Number(row?.total ?? 0), n), count: n }
}

/** A company's published reviews, newest first, with the columns a review shows. */
export const newestPublished = (db: Database, companyId: number, locale: Locale) =>
  shownReviews(db, locale)
    .where(and(eq(reviews.companyId, companyId), published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))

/** One page of a company's reviews, newest first (10 a page); a page past the end is the last one. */
export async function reviewPage(
  db: Database,
  companyId: number,
  page: number,
  total: number,
  locale: Locale,
): Promise<ReviewPage> {
  const pageCount = Math.max(1, Math.ceil(total / reviewsPerPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows =
    total === 0
      ? []
      : await newestPublished(db, companyId, locale)
          .limit(reviewsPerPage)
          .offset((current - 1) * reviewsPerPage)
  return { items: rows.map(toReview), page: current, pageCount, total }
}

/** The latest reviews of a company (the media-center widget may show them). */
export async function latestReviews(db: Database, companyId: number, limit: number, locale: Locale) {
  const rows = await newestPublished(db, companyId, locale).limit(limit)
  return rows.map(toReview)
}
