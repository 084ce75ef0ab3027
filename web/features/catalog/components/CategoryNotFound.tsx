import { useTranslation } from 'react-i18next'
import { CategorySearch } from './CategorySearch'
import { PopularCategories } from './PopularCategories'

/** An unknown category slug: say so kindly and offer the search and the category list. */
export function CategoryNotFound() {
  const { t } = useTranslation('createjob')
  return (
    <div className="flex flex-col gap-8">
      <header className="max-w-2xl">
        <h1 className="m-0 text-3xl font-extrabold tracking-tight text-ink-900">{t('notFound::title')}</h1>
        <p className="m-0 mt-2 text-lg text-ink-700">{t('notFound::body')}</p>
      </header>
      <div className="max-w-2xl">
        <CategorySearch size="normal" />
      </div>
      <section aria-labelledby="all-categories" className="flex flex-col gap-4">
        <h2 id="all-categories" className="m-0 text-xl font-bold text-ink-900">
          {t('picker::all')}
        </h2>
        <PopularCategories />
      </section>
    </div>
  )
}
