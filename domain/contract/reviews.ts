import { CallbackResult } from '../schemas/invitations'
import { ContactParam } from '../schemas/params'
import {
  CompanyProfile,
  CompanyReviews,
  CompanyReviewsQuery,
  MyReviews,
  NewReview,
  ProfileParams,
  ProfileQuery,
  Review,
  ReviewableList,
  ReviewableQuery,
  ReviewComment,
  ReviewInvitationRequest,
  ReviewInvitationResult,
  ReviewParam,
} from '../schemas/reviews'
import { endpoint } from './endpoint'

/** The public company profile (`/{slug}`) with its reviews. */
export const profilesApi = {
  get: endpoint({
    method: 'GET',
    path: '/profiles/:slug',
    tag: 'profiles',
    summary: 'A company’s public profile with one page of its reviews (load_publicreview)',
    description: 'An unknown or blocked company is a 404. `side` is the page of reviews, 10 a page.',
    params: ProfileParams,
    query: ProfileQuery,
    response: CompanyProfile,
    errors: [404, 422],
  }),
  callback: endpoint({
    method: 'POST',
    path: '/profiles/:slug/callback',
    tag: 'profiles',
    summary: '‘Bliv ringet op’ on a profile: ask this company to call me about my latest live job with it',
    description:
      'The call-back request of the job page (`POST /customer/contacts/{contactId}/callback`) for my most recent invited, offered or hired contact with the company; 409 `reviews:::profile::callbackNoJob` when I have none (post a job to the company first).',
    params: ProfileParams,
    response: CallbackResult,
    auth: 'customer',
    errors: [401, 403, 404, 409],
  }),
}

/** A customer reviews the company that finished one of their jobs. */
export const customerReviewsApi = {
  reviewable: endpoint({
    method: 'GET',
    path: '/customer/reviews/reviewable',
    tag: 'reviews',
    summary: 'My finished jobs’ companies I have not reviewed yet (one company’s with an invitation link)',
    query: ReviewableQuery,
    response: ReviewableList,
    auth: 'customer',
    errors: [401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: '/customer/contacts/:contactId/review',
    tag: 'reviews',
    summary: 'Review the company of my finished (completed) job, once',
    description:
      'Only the customer of a completed contact, once per contact (exact under parallel posts: 409 `already_reviewed`); 409 `not_reviewable` before the job is finished; another customer’s contact is a 404.',
    params: ContactParam,
    body: NewReview,
    response: Review,
    auth: 'customer',
    status: 201,
    errors: [401, 403, 404, 409, 422],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/customer/reviews',
    tag: 'reviews',
    summary: 'The reviews I have written and not withdrawn, newest first',
    response: MyReviews,
    auth: 'customer',
    errors: [401, 403],
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/customer/reviews/:reviewId',
    tag: 'reviews',
    summary: 'Withdraw a review I wrote (review-cancel): it leaves the profile, the rating and the widget',
    description:
      'Kept with who and when (`withdrawn_at`, `withdrawn_by`), not erased; the job stays reviewed (one review per job). Another customer’s review, or one already withdrawn, is a 404.',
    params: ReviewParam,
    response: null,
    auth: 'customer',
    errors: [401, 403, 404],
  }),
}

/** The company's reviews, replies and review invitations. */
export const companyReviewsApi = {
  list: endpoint({
    method: 'GET',
    path: '/company/reviews',
    tag: 'reviews',
    summary: 'My reviews (load_reviews), my rating and how many review mails I have sent',
    query: CompanyReviewsQuery,
    response: CompanyReviews,
    auth: 'company',
    errors: [401, 403],
  }),
  comment: endpoint({
    method: 'PUT',
    path: '/company/reviews/:reviewId/comment',
    tag: 'reviews',
    summary: 'Reply to a review of my company (comment_new_review); shown under the review',
    params: ReviewParam,
    body: ReviewComment,
    response: Review,
    auth: 'company',
    errors: [401, 403, 404, 422],
  }),
  withdrawComment: endpoint({
    method: 'DELETE',
    path: '/company/reviews/:reviewId/comment',
    tag: 'reviews',
    summary: 'Withdraw my reply under a review of my company (delete_btn of load_reviews)',
    description: 'Another company’s review is a 404; without a reply there is nothing to change.',
    params: ReviewParam,
    response: Review,
    auth: 'company',
    errors: [401, 403, 404],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/company/review-invitations',
    tag: 'reviews',
    summary: 'Send review-invitation e-mails to the addresses in pasted text (sendemailreview)',
    description:
      '200 mails a Copenhagen month and 50 a day per company, counted in one conditional statement: 429 `review_mail_month_limit` or `review_mail_day_limit` when this batch would pass either (nothing is sent). 422 when the text holds no address.',
    body: ReviewInvitationRequest,
    response: ReviewInvitationResult,
    auth: 'company',
    status: 202,
    errors: [401, 403, 422, 429],
  }),
}
