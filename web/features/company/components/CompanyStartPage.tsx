import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { companyStartQuery } from '../queries'

/** Where a company lands after sign-up and log-in until the workspace arrives: real numbers, next steps. */
export function CompanyStartPage() {
  const { t } = useTranslation('company')
  const { data } = useSuspenseQuery(companyStartQuery())
  const title = t('start::title', { company: data.company.name })
  useDocumentTitle(title)
  const next = t('start::next', { returnObjects: true, defaultValue: [] }) as string[]
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-8">
      <header>
        <h1 tabIndex={-1} className="m-0 text-3xl font-extrabold tracking-tight text-ink-900">
          {title}
        </h1>
        <p className="mt-3 mb-0 text-lg text-ink-700">{t('start::lead')}</p>
        <p className="mt-3 mb-0 text-lg font-semibold text-brand-700">
          {t('start::openJobs', { count: data.openJobs })}
        </p>
      </header>
      <section aria-labelledby="company-categories">
        <h2 id="company-categories" className="m-0 mb-3 text-xl font-bold">
          {t('start::categoriesHeading')}
        </h2>
        {data.categories.length === 0 ? (
          <p className="m-0 text-ink-700">{t('start::noCategories')}</p>
        ) : (
          <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
            {data.categories.map((category) => (
              <li
                key={category.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-solid border-gray-200 bg-white px-4 py-3 shadow-sm"
              >
                <span className="font-semibold text-ink-900">{category.name}</span>
                <span className="text-sm text-ink-700">
                  {t('start::categoryJobs', { count: category.openJobs })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="company-next">
        <h2 id="company-next" className="m-0 mb-3 text-xl font-bold">
          {t('start::nextHeading')}
        </h2>
        <ol className="m-0 flex flex-col gap-2 pl-5 text-ink-700">
          {next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link to="/bruger/profil" className="btn-primary mt-5 inline-flex no-underline">
          {t('start::profileLink')}
        </Link>
      </section>
    </div>
  )
}

/** A customer or admin who opens the company start page. */
export function CompanyOnly() {
  const { t } = useTranslation('company')
  return (
    <p
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-solid border-amber-200 bg-amber-50 p-4"
    >
      {t('start::forbidden')}
    </p>
  )
}
