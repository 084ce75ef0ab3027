import type { TFunction } from 'i18next'
import type { CompanyProfile } from '../../../domain/schemas/reviews'

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * The profile as schema.org `LocalBusiness` with `aggregateRating` and the page's reviews, for the
 * page's `<script type="application/ld+json">`. `<` is escaped, so no text can end the script element.
 */
export function profileJsonLd(profile: CompanyProfile, t: TFunction): string {
  const logo = profile.logoUrl ? new URL(profile.logoUrl, profile.url).href : null
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: profile.name,
    // Absolute, as schema.org wants: the canonical address, and the logo on the same origin.
    url: profile.url,
    ...(profile.description ? { description: profile.description } : {}),
    ...(logo ? { logo, image: logo } : {}),
    ...(profile.phone ? { telephone: `+45${profile.phone}` } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(profile.address ? { streetAddress: profile.address } : {}),
      postalCode: profile.zip,
      addressLocality: profile.city,
      addressCountry: 'DK',
    },
    areaServed: profile.areas,
    ...(profile.cvr ? { vatID: `DK${profile.cvr}` } : {}),
    knowsAbout: profile.categories.map((c) => c.name),
    ...(profile.openingHours.some((d) => d.type === 'open')
      ? {
          openingHoursSpecification: profile.openingHours
            .filter((d) => d.type === 'open')
            .map((d) => {
              const [opens = '', closes = ''] = d.value.split('–')
              return {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: `https://schema.org/${schemaDays[d.day]}`,
                opens: opens.replace('.', ':'),
                closes: closes.replace('.', ':'),
              }
            }),
        }
      : {}),
    ...(profile.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.rating.average,
            reviewCount: profile.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: profile.reviews.items.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.text,
            datePublished: new Date(r.createdAt * 1000).toISOString().slice(0, 10),
            author: { '@type': 'Person', name: r.author || t('profile::verified') },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
