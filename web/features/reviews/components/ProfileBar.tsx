import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '../../../../domain/schemas/reviews'
import { useSentinelPlace } from '../../../lib/scroll-sentinel'
import { GetOfferLink, PriceListLink } from './ProfileActions'
import { Stars } from './Stars'

/**
 * Spec §9's profile bar: once the visitor has scrolled 270 px, past the profile's head (the name, the
 * rating, 'Få et tilbud'), a slim bar under the sticky site header keeps the company's name, its rating
 * and its calls to action in reach; above 270 px it is gone again. It lies over the page (fixed, slid by
 * a transform, 500 ms unless the reader prefers less motion): nothing on the page moves. While hidden it
 * is inert and aria-hidden; it is no landmark and has no heading, so a screen reader meets the name and
 * the links once more only when the bar is shown.
 */
export function ProfileBar({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('reviews')
  const sentinel = useRef<HTMLSpanElement>(null)
  const shown = useSentinelPlace(sentinel) === 'above'
  const { rating } = profile
  // The bar's top (4.5 rem, more than the header's 67–69 px) lies under the site header (z-30), so its row
  // shows right below the header whatever the header's height. On a page with the bar, what is scrolled to
  // (a link to #anmeldelser, a control that gets focus) stops below header and bar (scroll-padding-top).
  return (
    <>
      {/* 270 px down the document: nothing above the profile is positioned (e2e/sticky-bars.spec.ts). */}
      <span
        ref={sentinel}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 top-[270px] h-px w-px"
      />
      <div
        aria-hidden={shown ? undefined : true}
        inert={!shown}
        data-profile-bar
        data-shown={shown}
        className={`fixed inset-x-0 top-0 z-20 [:root:has(&)]:scroll-pt-36 border-0 border-b border-solid border-gray-200 bg-white pt-[4.5rem] shadow-sm print:hidden motion-safe:(transition-[transform,visibility] duration-500 ease-out) ${shown ? 'visible translate-y-0' : 'invisible -translate-y-full'}`}
      >
        <div className="mx-auto flex max-w-[66rem] items-center justify-between gap-3 px-4 py-2">
          <div className="min-w-0">
            <p className="m-0 truncate font-bold">{profile.name}</p>
            {rating.average !== null ? (
              <p className="m-0 flex items-center gap-2 text-sm text-ink-700">
                <Stars rating={rating.average} className="text-sm" />
                <span>{t('profile::barReviews', { count: rating.count })}</span>
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <div className="hidden sm:block">
              <PriceListLink profile={profile} />
            </div>
            <GetOfferLink slug={profile.slug} />
          </div>
        </div>
      </div>
    </>
  )
}
