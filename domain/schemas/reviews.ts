import * as v from 'valibot'
import { planIds } from '../rules/plans'
import { maxInvitationAddresses } from '../rules/reviews'
import { CompanyFields } from './company'
import { OpeningDay } from './company-profile'
import { ContactJob } from './contact'
import { PageNumber, pageOf } from './page'
import { NumericId } from './params'
import { plainText } from './text'

/**
 * Contracts of reviews, the public company profile (`/{slug}`) and review invitations (issue 19).
 * Messages are locale keys (`reviews:::errors::…`), the spec's texts in `en`.
 */
const errors = 'reviews:::errors::'
const allFields = `${errors}allFields`

// ——— A review as shown ———

export const Review = v.object({
  id: v.number(),
  rating: v.number(),
  title: v.string(),
  text: v.string(),
  categoryName: v.string(),
  /** The customer's first name and the initial of the last ('Mette L.'). */
  author: v.string(),
  createdAt: v.number(),
  /** Written by the customer of a finished job on this site: always true today, shown as 'Verificeret'. */
  verified: v.boolean(),
  /** It came through a review-invitation e-mail from the company. */
  viaInvitation: v.boolean(),
  comment: v.nullable(v.string()),
  commentedAt: v.nullable(v.number()),
})
export type Review = v.InferOutput<typeof Review>

export const ReviewPage = pageOf(Review)
export type ReviewPage = v.InferOutput<typeof ReviewPage>

export const RatingSummary = v.object({
  /** One decimal (4.6); null without reviews. */
  average: v.nullable(v.number()),
  count: v.number(),
})
export type RatingSummary = v.InferOutput<typeof RatingSummary>

// ——— The public profile ———

export const ProfileParams = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/)) })
export const ProfileQuery = v.object({
  /** The page of reviews (`?side=2` on the profile). */
  side: PageNumber,
})

export const CompanyProfile = v.object({
  ...v.pick(CompanyFields, ['id', 'slug', 'name', 'phone', 'address', 'zip', 'city', 'cvr']).entries,
  /** The profile's canonical address (the configured public origin, as in `<link rel="canonical">`). */
  url: v.string(),
  description: v.string(),
  logoUrl: v.nullable(v.string()),
  /** The regions the company serves (its own region first). */
  areas: v.array(v.string()),
  categories: v.array(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
  /** The best plan it holds in any category (the badge). */
  plan: v.picklist(planIds),
  /** The CVR came from the register at sign-up ('CVR-verificeret'). */
  cvrVerified: v.boolean(),
  /** Monday first; empty when not stated. */
  openingHours: v.array(OpeningDay),
  /** Price lists it keeps (the profile links to `/prisliste/{id}`, where a visitor orders). */
  priceLists: v.number(),
  rating: RatingSummary,
  reviews: ReviewPage,
})
export type CompanyProfile = v.InferOutput<typeof CompanyProfile>

// ——— The customer writes a review ———

/** What I may review: my finished contacts without a review (one company's, through an invitation). */
export const ReviewableQuery = v.object({
  /** The token of a review-invitation link. */
  inv: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
})
export const Reviewable = v.object({
  ...ContactJob.entries,
  company: v.object({ id: v.number(), slug: v.string(), name: v.string() }),
  /** The job's category, preselected. */
  categoryId: v.number(),
  /** The categories the review may be filed under: the job's and the company's. */
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
})
export type Reviewable = v.InferOutput<typeof Reviewable>
export const ReviewableList = v.object({
  items: v.array(Reviewable),
  /** The company of a valid invitation link (so the page can name it even with nothing to review). */
  invitedBy: v.nullable(v.object({ slug: v.string(), name: v.string() })),
})
export type ReviewableList = v.InferOutput<typeof ReviewableList>

const requiredText = (max: number) => plainText(max, allFields)

/** POST /customer/contacts/:contactId/review (the spec's review form and its texts). */
export const NewReview = v.object({
  rating: v.pipe(
    v.number(`${errors}rating`),
    v.integer(`${errors}rating`),
    v.minValue(1, `${errors}rating`),
    v.maxValue(5, `${errors}rating`),
  ),
  title: requiredText(120),
  text: v.pipe(
    v.string(allFields),
    v.trim(),
    v.nonEmpty(allFields),
    v.maxLength(4000, 'common:::errors::tooLong'),
  ),
  categoryId: v.pipe(
    v.number(allFields),
    v.integer(allFields),
    v.minValue(1, allFields),
    v.maxValue(Number.MAX_SAFE_INTEGER, allFields),
  ),
  invitation: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
})
export type NewReview = v.InferInput<typeof NewReview>

/** My own published reviews (the customer may withdraw one: review-cancel). */
export const MyReview = v.object({
  ...Review.entries,
  company: v.object({ slug: v.string(), name: v.string() }),
})
export type MyReview = v.InferOutput<typeof MyReview>
export const MyReviews = v.object({ items: v.array(MyReview) })
export type MyReviews = v.InferOutput<typeof MyReviews>

// ——— The company's side ———

export const CompanyReviewsQuery = v.object({ page: PageNumber })
export const ReviewMailQuota = v.object({
  monthSent: v.number(),
  daySent: v.number(),
  monthLimit: v.number(),
  dayLimit: v.number(),
})
export type ReviewMailQuota = v.InferOutput<typeof ReviewMailQuota>
export const CompanyReviews = v.object({
  slug: v.string(),
  rating: RatingSummary,
  reviews: ReviewPage,
  quota: ReviewMailQuota,
})
export type CompanyReviews = v.InferOutput<typeof CompanyReviews>

export const ReviewParam = v.object({ reviewId: NumericId })
/** comment_new_review: the company's reply; an empty one is never sent. */
export const ReviewComment = v.object({
  comment: v.pipe(
    v.string(`${errors}commentRequired`),
    v.trim(),
    v.nonEmpty(`${errors}commentRequired`),
    v.maxLength(2000, 'common:::errors::tooLong'),
  ),
})
export type ReviewComment = v.InferInput<typeof ReviewComment>

/** sendemailreview: free text the addresses are taken from (domain/rules/reviews.ts). */
export const ReviewInvitationRequest = v.object({
  text: v.pipe(v.string(`${errors}noAddresses`), v.maxLength(20_000, 'common:::errors::tooLong')),
})
export type ReviewInvitationRequest = v.InferInput<typeof ReviewInvitationRequest>
export const ReviewInvitationResult = v.object({
  /** The addresses mailed, in the order found. */
  sent: v.pipe(v.array(v.string()), v.maxLength(maxInvitationAddresses)),
  quota: ReviewMailQuota,
})
export type ReviewInvitationResult = v.InferOutput<typeof ReviewInvitationResult>
