import { queryOptions } from '@tanstack/react-query'
import { companyReviewsApi, customerReviewsApi, profilesApi } from '../../../domain/contract/reviews'
import type { NewReview } from '../../../domain/schemas/reviews'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** Query keys of profiles and reviews; the locale is in the public ones (category names are translated). */
export const reviewsKeys = {
  all: ['reviews'] as const,
  profile: (slug: string, page: number) => ['reviews', 'profile', currentLocale(), slug, page] as const,
  reviewable: (inv: string | undefined) => ['reviews', 'reviewable', inv ?? ''] as const,
  company: (page: number) => ['reviews', 'company', page] as const,
  mine: ['reviews', 'mine'] as const,
}

export const profileQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: reviewsKeys.profile(slug, page),
    queryFn: ({ signal }) =>
      call(profilesApi.get, { params: { slug }, query: { side: String(page) }, signal }),
    staleTime: 60_000,
  })

export const reviewableQuery = (inv: string | undefined) =>
  queryOptions({
    queryKey: reviewsKeys.reviewable(inv),
    queryFn: ({ signal }) => call(customerReviewsApi.reviewable, { query: inv ? { inv } : {}, signal }),
  })

export const myReviewsQuery = () =>
  queryOptions({
    queryKey: reviewsKeys.mine,
    queryFn: ({ signal }) => call(customerReviewsApi.mine, { signal }),
  })

export const companyReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: reviewsKeys.company(page),
    queryFn: ({ signal }) => call(companyReviewsApi.list, { query: { page: String(page) }, signal }),
  })

export const reviewsCalls = {
  create: (contactId: number, body: NewReview) =>
    call(customerReviewsApi.create, { params: { contactId: String(contactId) }, body }),
  comment: (reviewId: number, comment: string) =>
    call(companyReviewsApi.comment, { params: { reviewId: String(reviewId) }, body: { comment } }),
  withdraw: (reviewId: number) =>
    call(customerReviewsApi.withdraw, { params: { reviewId: String(reviewId) } }),
  withdrawComment: (reviewId: number) =>
    call(companyReviewsApi.withdrawComment, { params: { reviewId: String(reviewId) } }),
  invite: (text: string) => call(companyReviewsApi.invite, { body: { text } }),
  callback: (slug: string) => call(profilesApi.callback, { params: { slug } }),
}
