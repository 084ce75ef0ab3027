import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { categorySearchQuery, sendCompanyQuery } from '../queries'
import type { CreateJobSearch } from '../search-params'
import { FeaturedCategories } from './CategoryCard'
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
        <FeaturedCategories
          id="company-categories"
          title={t('sendCompany::categories', { company: company.data?.name ?? '' })}
          categories={companyCategories}
          search={{ ...(word ? { word } : {}), ...carry }}
        />
      ) : null}
      <div className="max-w-2xl">
        <CategorySearch size="normal" initialText={word ?? ''} />
      </div>
      {matches.length > 0 ? (
        <FeaturedCategories
          id="best-matches"
          title={t('picker::matches', { word })}
          categories={matches.map((match) => ({
            ...match,
            note: match.parentName ? t('home:::search::inParent', { parent: match.parentName }) : null,
          }))}
          search={{ word, ...carry }}
          ordered
        />
      ) : null}
      <AllCategories {...(word ? { word } : {})} {...(carry ? { carry } : {})} />
    </div>
  )
}
