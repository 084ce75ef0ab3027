import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { operator } from '../../../../domain/brand'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { type LegalPageKey, legalVars } from '../pages'

interface Section {
  heading: string
  paragraphs: string[]
}

/** A legal or trust page: title, lead, numbered sections, and who runs the marketplace. */
export function LegalPage({ page, children }: { page: LegalPageKey; children?: ReactNode }) {
  const { t } = useTranslation('legal')
  const title = t(`${page}::title`)
  useDocumentTitle(title)
  const sections = t(`${page}::sections`, { returnObjects: true, defaultValue: [], ...legalVars }) as
    | Section[]
    | string
  return (
    <article className="mx-auto max-w-3xl pb-8" aria-labelledby="legal-title">
      <h1 id="legal-title" tabIndex={-1} className="title-display">
        {title}
      </h1>
      <p className="mt-4 mb-8 text-lg text-ink-700">{t(`${page}::lead`, legalVars)}</p>
      {children}
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="m-0 mb-3 text-xl font-bold text-ink-900">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="m-0 mb-3 leading-relaxed text-ink-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      <footer className="mt-10 border-t border-solid border-0 border-gray-200 pt-4 text-sm text-ink-500">
        {t('operator::line', {
          name: operator.name,
          street: operator.street,
          zip: operator.zip,
          city: operator.city,
          cvr: operator.cvr,
        })}
      </footer>
    </article>
  )
}
