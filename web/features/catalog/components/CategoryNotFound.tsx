import { useTranslation } from 'react-i18next'
import { CategorySearch } from './CategorySearch'
import { AllCategories } from './PopularCategories'

/** An unknown category slug: say so kindly and offer the search and the category list. */
export function CategoryNotFound() {
  const { t } = useTranslation('createjob')
  return (
    <div className="flex flex-col gap-8">
      <header className="max-w-2xl">
        <h1 className="title-display">{t('notFound::title')}</h1>
        <p className="m-0 mt-2 text-lg text-ink-700">{t('notFound::body')}</p>
      </header>
      <div className="max-w-2xl">
        <CategorySearch size="normal" />
      </div>
      <AllCategories />
    </div>
  )
}
