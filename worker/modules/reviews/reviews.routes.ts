import { Hono } from 'hono'
import { companyReviewsApi, customerReviewsApi, profilesApi } from '../../../domain/contract/reviews'
import type { AppBindings } from '../../env'
import { me, myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { commentReview, companyReviews } from './company-reviews'
import { createReview, listReviewable } from './create-review'
import { inviteReviews } from './invite-reviews'
import { callbackFromProfile, readProfile } from './profile'
import { myReviews, withdrawComment, withdrawReview } from './withdraw-review'

/** The public profile, customers' reviews, the company's replies and review invitations (issue 19). */
export const reviewsRoutes = new Hono<AppBindings>()

route(reviewsRoutes, profilesApi.get, (c, { params, query }) =>
  readProfile(database(c.env.DB), params.slug, query.side, c.get('locale'), c.env.PUBLIC_ORIGIN),
)

route(reviewsRoutes, profilesApi.callback, (c, { params }) =>
  thenDeliver(c, callbackFromProfile(database(c.env.DB), me(c).id, params.slug, publicOrigin(c))),
)

route(reviewsRoutes, customerReviewsApi.reviewable, (c, { query }) =>
  listReviewable(database(c.env.DB), me(c).id, query.inv, c.get('locale')),
)

route(reviewsRoutes, customerReviewsApi.create, (c, { params, body }) =>
  createReview(database(c.env.DB), me(c).id, params.contactId, body, c.get('locale'), publicOrigin(c)),
)

route(reviewsRoutes, customerReviewsApi.mine, (c) => myReviews(database(c.env.DB), me(c).id, c.get('locale')))

route(reviewsRoutes, customerReviewsApi.withdraw, (c, { params }) =>
  withdrawReview(database(c.env.DB), me(c).id, params.reviewId),
)

route(reviewsRoutes, companyReviewsApi.list, (c, { query }) =>
  companyReviews(database(c.env.DB), myCompanyId(c), query.page, c.get('locale')),
)

route(reviewsRoutes, companyReviewsApi.comment, (c, { params, body }) =>
  commentReview(database(c.env.DB), myCompanyId(c), params.reviewId, body.comment, c.get('locale')),
)

route(reviewsRoutes, companyReviewsApi.withdrawComment, (c, { params }) =>
  withdrawComment(database(c.env.DB), myCompanyId(c), params.reviewId, c.get('locale')),
)

route(reviewsRoutes, companyReviewsApi.invite, (c, { body }) =>
  thenDeliver(
    c,
    inviteReviews(
      database(c.env.DB),
      myCompanyId(c),
      body.text,
      publicOrigin(c),
      c.get('locale') === 'en' ? 'en' : 'da-DK',
    ),
  ),
)
