import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { categoryTreeQuery } from '../queries'
import type { CreateJobSearch } from '../search-params'
import { CategoryCard, CategorySection, categoryGrid } from './CategoryCard'

/**
 * The top categories as links to their create-job page, with a few subcategories each; `carry` is the
 * rest of `/createjob`'s query (`search`, `sendcompany`), kept on the way to the category.
 */
export function PopularCategories({
  word,
  carry = {},
}: {
  word?: string
  carry?: Omit<CreateJobSearch, 'word'>
}) {
  const { t } = useTranslation('home')
  const tree = useQuery(categoryTreeQuery())
  if (tree.isPending) {
    return (
      <p className="text-ink-500" aria-busy="true">
        {t('common:::loading')}
      </p>
    )
  }
  if (tree.isError) {
    return <LoadFailed error={tree.error} onRetry={() => void tree.refetch()} />
  }
  return (
    <ul className={categoryGrid}>
      {tree.data.categories.map((category) => (
        <li key={category.id}>
          <CategoryCard
            slug={category.slug}
            name={category.name}
            note={category.children
              .slice(0, 3)
              .map((c) => c.name)
              .join(', ')}
            search={{ ...(word ? { word } : {}), ...carry }}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * Every category under the create-job pages' heading "all categories": below the search when no category
 * is chosen yet, or the one in the address is unknown.
 */
export function AllCategories(props: { word?: string; carry?: Omit<CreateJobSearch, 'word'> }) {
  const { t } = useTranslation('createjob')
  return (
    <CategorySection id="all-categories" title={t('picker::all')}>
      <PopularCategories {...props} />
    </CategorySection>
  )
}
