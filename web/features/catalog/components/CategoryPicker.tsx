import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { categorySearchQuery } from '../queries'
import type { CreateJobSearch } from '../search-params'
import { CategorySearch } from './CategorySearch'
import { PopularCategories } from './PopularCategories'

/**
 * `/createjob` without a category: search or pick one (the typed word travels along). A home search
 * that found nothing lands here: the page says so instead of pretending the word was understood.
 */
export function CategoryPicker({ word, carry }: { word?: string; carry?: Omit<CreateJobSearch, 'word'> }) {
  const { t } = useTranslation('createjob')
  // The home search has just asked the same question, so this answer is usually in the cache already.
  const search = useQuery({ ...categorySearchQuery(word ?? ''), enabled: Boolean(word) })
  const noMatch = Boolean(word) && search.data?.suggestions.length === 0
  return (
    <div className="flex flex-col gap-8">
      <header className="max-w-2xl">
        <p className="m-0 mb-2 text-sm font-semibold uppercase tracking-wider text-brand-600">
          {t('eyebrow')}
        </p>
        <h1 className="m-0 text-3xl font-extrabold tracking-tight text-ink-900 lg:text-4xl">
          {t('picker::title')}
        </h1>
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
      <div className="max-w-2xl">
        <CategorySearch size="normal" />
      </div>
      <section aria-labelledby="all-categories" className="flex flex-col gap-4">
        <h2 id="all-categories" className="m-0 text-xl font-bold text-ink-900">
          {t('picker::all')}
        </h2>
        <PopularCategories {...(word ? { word } : {})} {...(carry ? { carry } : {})} />
      </section>
    </div>
  )
}
