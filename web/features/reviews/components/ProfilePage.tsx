import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '../../../../domain/schemas/reviews'
import { FactList } from '../../../components/ui/FactList'
import { PagePart } from '../../../components/ui/PagePart'
import { phoneFact } from '../../../components/ui/PhoneLink'
import { PlanBadge } from '../../../components/ui/PlanBadge'
import { Section } from '../../../components/ui/Section'
import { CallbackFromProfile } from './CallbackFromProfile'
import { OpeningHoursList } from './OpeningHoursList'
import { GetOfferLink, PriceListLink } from './ProfileActions'
import { ProfileBar } from './ProfileBar'
import { CheckedBadge, ReviewItem } from './ReviewItem'
import { formatAverage, Stars } from './Stars'

/**
 * `/{slug}`: the company's public profile, rendered by the Worker (decision 009) and light on purpose:
 * no interactive widgets, links for pages of reviews, a logo box of fixed size (no layout shift); past
 * its head, the profile bar (`ProfileBar`) keeps the name and 'Få et tilbud' in reach.
 * `sendJob`, composed by the route, stands under 'Få et tilbud': a customer's way to send the company a
 * job she has already posted (the invitations feature's; nothing in the server's HTML).
 */
export function ProfilePage({
  profile,
  jsonLd,
  sendJob,
}: {
  profile: CompanyProfile
  jsonLd: string
  sendJob?: ReactNode
}) {
  const { t, i18n } = useTranslation('reviews')
  const { rating, reviews } = profile
  const summary =
    rating.average === null
      ? t('profile::noReviews')
      : t('profile::summary', { average: formatAverage(rating.average, i18n.language), count: rating.count })
  const pageHref = (page: number) => (page === 1 ? `/${profile.slug}` : `/${profile.slug}?side=${page}`)

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-10">
      <script
        type="application/ld+json"
        // A data block (never executed, so the CSP allows it); `<` escaped so no text can close it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own data, escaped
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <ProfileBar profile={profile} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-solid border-gray-200 bg-white">
          {profile.logoUrl ? (
            <img
              src={profile.logoUrl}
              alt={t('profile::logoAlt', { name: profile.name })}
              width={96}
              height={96}
              className="h-24 w-24 object-contain"
            />
          ) : (
            <span aria-hidden="true" className="text-4xl font-extrabold text-brand-600">
              {profile.name.charAt(0).toUpperCase()}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="title-display break-words">
            {profile.name}
            <PlanBadge plan={profile.plan} />
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {rating.average !== null ? <Stars rating={rating.average} className="text-xl" /> : null}
            <a href="#anmeldelser" className="font-semibold text-ink-900">
              {summary}
            </a>
            {profile.cvrVerified ? (
              <CheckedBadge hint={t('profile::cvrVerifiedHint')}>{t('profile::cvrVerified')}</CheckedBadge>
            ) : null}
          </div>
          <p className="m-0 text-ink-700">
            {profile.city}
            {profile.cvr ? ` · ${t('profile::cvr', { cvr: profile.cvr })}` : ''}
          </p>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-8">
          {profile.description ? (
            <PagePart id="profile-about" title={t('profile::about', { name: profile.name })}>
              <p className="m-0 whitespace-pre-line text-ink-900">{profile.description}</p>
            </PagePart>
          ) : null}

          <section id="anmeldelser" aria-labelledby="profile-reviews" className="flex flex-col gap-4">
            <h2 id="profile-reviews" className="m-0 text-xl font-bold">
              {t('profile::reviewsTitle')} ({rating.count})
            </h2>
            {reviews.items.length === 0 ? (
              <p className="m-0 text-ink-700">{t('profile::noReviews')}</p>
            ) : null}
            {reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} company={profile.name} />
            ))}
            {reviews.pageCount > 1 ? (
              <nav aria-label={t('profile::pagination')} className="flex flex-wrap items-center gap-3">
                {reviews.page > 1 ? (
                  <a
                    rel="prev"
                    href={`${pageHref(reviews.page - 1)}#anmeldelser`}
                    className="btn-secondary h-11 box-border no-underline"
                  >
                    ← {t('profile::previous')}
                  </a>
                ) : null}
                <span className="text-ink-700">
                  {t('profile::pageOf', { page: reviews.page, pages: reviews.pageCount })}
                </span>
                {reviews.page < reviews.pageCount ? (
                  <a
                    rel="next"
                    href={`${pageHref(reviews.page + 1)}#anmeldelser`}
                    className="btn-secondary h-11 box-border no-underline"
                  >
                    {t('profile::next')} →
                  </a>
                ) : null}
              </nav>
            ) : null}
          </section>
        </div>

        <aside className="flex flex-col gap-6 lg:order-none -order-1">
          <Section stack id="profile-contact" title={t('profile::contact')}>
            <GetOfferLink slug={profile.slug} />
            {sendJob}
            <CallbackFromProfile slug={profile.slug} company={profile.name} />
            <PriceListLink profile={profile} />
            <FactList
              rows={[
                [t('profile::phone'), phoneFact(profile.phone)],
                [
                  t('profile::address'),
                  profile.address ? `${profile.address}, ${profile.zip} ${profile.city}` : null,
                ],
                [t('profile::areas'), profile.areas.join(', ')],
              ]}
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2"
            />
          </Section>

          {profile.categories.length > 0 ? (
            <section aria-labelledby="profile-categories" className="flex flex-col gap-2">
              <h2 id="profile-categories" className="m-0 text-lg font-bold">
                {t('profile::categories')}
              </h2>
              <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
                {profile.categories.map((category) => (
                  <li key={category.id}>
                    <a
                      href={`/createjob/${category.slug}?sendcompany=${encodeURIComponent(profile.slug)}`}
                      // A 44 px target: each starts a job for this company.
                      className="box-border inline-flex min-h-11 items-center rounded-full border border-solid border-gray-300 bg-white px-4 py-1 text-sm text-ink-900 no-underline hover:border-brand-500"
                    >
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {profile.openingHours.length > 0 ? (
            <section aria-labelledby="profile-hours" className="flex flex-col gap-2">
              <h2 id="profile-hours" className="m-0 text-lg font-bold">
                {t('profile::openingHours')}
              </h2>
              <OpeningHoursList days={profile.openingHours} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
