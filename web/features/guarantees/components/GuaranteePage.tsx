import { useTranslation } from 'react-i18next'
import { productName } from '../../../../domain/brand'
import { guaranteeScrollMs } from '../../../../domain/rules/limits'
import { useAutoscroll } from '../autoscroll'
import type { GuaranteeKey } from '../pages'
import { OtherGuarantees } from './OtherGuarantees'

interface Section {
  heading: string
  paragraphs?: Record<string, string>
  points?: Record<string, string>
}

/** Steps of a claim are read in order; everything else is a plain list. */
const orderedSections = new Set(['claim'])

/** The full terms of one guarantee (spec section 2), in the app's header and footer. */
export function GuaranteePage({ guarantee }: { guarantee: GuaranteeKey }) {
  const { t } = useTranslation('guarantees')
  useAutoscroll(guaranteeScrollMs)
  const vars = { brand: productName }
  const sections = t(`${guarantee}::sections`, { returnObjects: true, ...vars }) as Record<string, Section>
  return (
    <article className="mx-auto max-w-3xl pb-8" aria-labelledby="guarantee-title">
      <p className="m-0 mb-2 text-sm font-semibold uppercase tracking-wider text-brand-600">
        {t('page::breadcrumb')}
      </p>
      <h1 id="guarantee-title" className="title-display">
        {t(`${guarantee}::title`, vars)}
      </h1>
      <p className="mt-4 mb-2 text-lg text-ink-700">{t(`${guarantee}::lead`, vars)}</p>
      <p className="m-0 mb-8 text-sm text-ink-500">{t('page::effective')}</p>
      {Object.entries(sections).map(([id, section]) => {
        const points = Object.entries(section.points ?? {}).map(([k, point]) => (
          <li key={k} className="mb-2">
            {point}
          </li>
        ))
        const listClass = 'm-0 mb-3 pl-6 leading-relaxed text-ink-700'
        return (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-8">
            <h2 id={`${id}-heading`} className="m-0 mb-3 text-xl font-bold text-ink-900">
              {section.heading}
            </h2>
            {Object.entries(section.paragraphs ?? {}).map(([k, text]) => (
              <p key={k} className="m-0 mb-3 leading-relaxed text-ink-700">
                {text}
              </p>
            ))}
            {points.length > 0 &&
              (orderedSections.has(id) ? (
                <ol className={listClass}>{points}</ol>
              ) : (
                <ul className={listClass}>{points}</ul>
              ))}
          </section>
        )
      })}
      <aside aria-labelledby="more-heading" className="mt-12 rounded-2xl border border-gray-200 bg-white p-5">
        <h2 id="more-heading" className="m-0 mb-3 text-base font-bold text-ink-900">
          {t('page::otherGuarantees')}
        </h2>
        <OtherGuarantees except={guarantee} />
      </aside>
    </article>
  )
}
