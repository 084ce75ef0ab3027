import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '../../../../domain/schemas/reviews'

/**
 * The profile's calls to action, in its contact box and again in the profile bar: 'Få et tilbud' (a job
 * made for this company) and, where the company has one, its price list. Plain links: no script.
 */
export function GetOfferLink({ slug, className = '' }: { slug: string; className?: string }) {
  const { t } = useTranslation('reviews')
  return (
    <a
      href={`/createjob?sendcompany=${encodeURIComponent(slug)}`}
      className={`btn-primary h-11 box-border no-underline ${className}`}
    >
      {t('profile::getOffer')}
    </a>
  )
}

export function PriceListLink({
  profile,
  className = '',
}: {
  profile: Pick<CompanyProfile, 'id' | 'priceLists'>
  className?: string
}) {
  const { t } = useTranslation('reviews')
  if (profile.priceLists === 0) return null
  return (
    <a
      href={`/prisliste/${profile.id}`}
      className={`btn-secondary h-11 box-border no-underline ${className}`}
    >
      {t('profile::priceLists')}
    </a>
  )
}
