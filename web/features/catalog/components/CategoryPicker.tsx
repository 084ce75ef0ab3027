import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { categorySearchQuery, sendCompanyQuery } from '../queries'
import type { CreateJobSearch } from '../search-params'
import { CategorySearch } from './CategorySearch'
import { AllCategories } from './PopularCategories'
import { SendCompanyNote } from './SendCompanyNote'

/**
 * `/createjob` without a category: search or pick one (the typed word travels along). With `?word=` the
 * box holds the word and the categories the home search suggests for it come first, in its order; a
 * home search that found nothing lands here: the page says so instead of pretending the word was
 * understood. With `?sendcompany=` (a company profile's 'Få et tilbud') the page says the job goes to
 * that company too, and its categories come first.
 */
export function CategoryPicker({ word, carry }: { word?: string; carry?: Omit<CreateJobSearch, 'word'> }) {
  const { t } = useTranslation('createjob')
  // The home search has just asked the same question, so this answer is usually in the cache already.
  const search = useQuery({ ...categorySearchQuery(word ?? ''), enabled: Boolean(word) })
  const matches = word ? (search.data?.suggestions ?? []) : []
  const noMatch = Boolean(word) && search.data?.suggestions.length === 0
  const company = useQuery({
    ...sendCompanyQuery(carry?.sendcompany ?? ''),
    enabled: Boolean(carry?.sendcompany),
  })
  const companyCategories = carry?.sendcompany ? (company.data?.categories ?? []) : []
  return (
    <div className="flex flex-col gap-8">
      <header className="max-w-2xl">
        <p className="m-0 mb-2 text-sm font-semibold uppercase tracking-wider text-brand-600">
          {t('eyebrow')}
        </p>
        <h1 className="title-display">{t('picker::title')}</h1>
        {noMatch ? (
          <p role="status" className="m-0 mt-2 text-lg text-ink-700">
            {t('picker::noMatch', { word })}
          </p>
        ) : (
          <p className="m-0 mt-2 text-lg text-ink-700">
            {word ? t('picker::leadWord', { word }) : t('picker::lead')}
          </p>
        )}
      </header>
      {carry?.sendcompany ? (
        <div className="max-w-2xl">
          <SendCompanyNote slug={carry.sendcompany} />
        </div>
      ) : null}
      {companyCategories.length > 0 ? (
        <section aria-labelledby="company-categories" className="flex flex-col gap-4">
          <h2 id="company-categories" className="m-0 text-xl font-bold text-ink-900">
            {t('sendCompany::categories', { company: company.data?.name ?? '' })}
          </h2>
          <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-4">
            {companyCategories.map((category) => (
              <li key={category.id}>
                <Link
                  to="/createjob/$slug"
                  params={{ slug: category.slug }}
                  search={{ ...(word ? { word } : {}), ...carry }}
                  className="flex h-full items-center justify-between gap-2 rounded-xl border-2 border-solid border-brand-500 bg-white p-4 font-semibold text-ink-900 no-underline shadow-sm transition hover:shadow-md focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
                >
                  {category.name}
                  <span aria-hidden="true" className="text-brand-500">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="max-w-2xl">
        <CategorySearch size="normal" initialText={word ?? ''} />
      </div>
      {matches.length > 0 ? (
        <section aria-labelledby="best-matches" className="flex flex-col gap-4">
          <h2 id="best-matches" className="m-0 text-xl font-bold text-ink-900">
            {t('picker::matches', { word })}
          </h2>
          <ol className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-4">
            {matches.map((match) => (
              <li key={match.id}>
                <Link
                  to="/createjob/$slug"
                  params={{ slug: match.slug }}
                  search={{ word, ...carry }}
                  className="flex h-full flex-col gap-1 rounded-xl border-2 border-solid border-brand-500 bg-white p-4 text-ink-900 no-underline shadow-sm transition hover:shadow-md focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
                >
                  <span className="font-semibold">{match.name}</span>
                  {match.parentName ? (
                    <span className="text-sm text-ink-700">
                      {t('home:::search::inParent', { parent: match.parentName })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <AllCategories {...(word ? { word } : {})} {...(carry ? { carry } : {})} />
    </div>
  )
}
