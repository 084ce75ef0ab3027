import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productName } from '../../domain/brand'
import { isReservedSlug } from '../../domain/rules/slug'
import { SendOpenJob } from '../features/invitations/components/SendOpenJob'
import { ProfileNotFound } from '../features/reviews/components/ProfileNotFound'
import { ProfilePage } from '../features/reviews/components/ProfilePage'
import { formatAverage } from '../features/reviews/components/Stars'
import { profileJsonLd } from '../features/reviews/json-ld'
import { profileQuery } from '../features/reviews/queries'
import { ApiFailure } from '../lib/api'
import { pageHead } from '../lib/seo'

/** `?side=2`: the page of reviews (a link, so every page is crawlable and cached). */
function validateSearch(search: Record<string, unknown>): { side?: number } {
  const side = Number(search.side)
  return Number.isInteger(side) && side > 1 && side < 10_000 ? { side } : {}
}

/** `/{slug}`: a company's public profile (issue 19), rendered by the Worker (web/rendered-routes.ts). */
export const Route = createFileRoute('/$slug')({
  validateSearch,
  loaderDeps: ({ search }) => ({ side: search.side ?? 1 }),
  loader: async ({ context, params, deps }) => {
    await context.i18n.loadNamespaces(['reviews', 'money'])
    // A reserved first segment is never a company (domain/rules/slug.ts), whatever is in the table.
    if (isReservedSlug(params.slug) || !/^[a-z0-9-]{1,80}$/.test(params.slug)) throw notFound()
    const profile = await context.queryClient
      .ensureQueryData(profileQuery(params.slug, deps.side))
      .catch((error: unknown) => {
        if (error instanceof ApiFailure && (error.status === 404 || error.status === 422)) throw notFound()
        throw error
      })
    return {
      name: profile.name,
      city: profile.city,
      categories: profile.categories.map((c) => c.name).join(', '),
      average: profile.rating.average,
      count: profile.rating.count,
    }
  },
  head: ({ match, loaderData }) => {
    const t = match.context.i18n.getFixedT(null, 'reviews')
    if (!loaderData)
      return pageHead({
        title: t('profile::notFoundTitle'),
        description: t('profile::notFoundBody'),
        noindex: true,
      })
    const rating =
      loaderData.average === null
        ? t('profile::metaNoReviews')
        : t('profile::summary', {
            average: formatAverage(loaderData.average, match.context.i18n.language),
            count: loaderData.count,
          })
    return pageHead({
      title: t('profile::documentTitle', { name: loaderData.name }),
      description: t('profile::metaDescription', { ...loaderData, rating, brand: productName }),
    })
  },
  component: Profile,
  notFoundComponent: ProfileNotFound,
})

function Profile() {
  const { slug } = Route.useParams()
  const { side } = Route.useLoaderDeps()
  const { t } = useTranslation('reviews')
  const { data: profile } = useSuspenseQuery(profileQuery(slug, side))
  return (
    <ProfilePage
      profile={profile}
      jsonLd={profileJsonLd(profile, t)}
      sendJob={<SendOpenJob company={{ id: profile.id, name: profile.name, slug: profile.slug }} />}
    />
  )
}
