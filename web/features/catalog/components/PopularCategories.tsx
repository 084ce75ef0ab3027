import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { categoryTreeQuery } from '../queries'
import type { CreateJobSearch } from '../search-params'

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
    <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-4">
      {tree.data.categories.map((category) => (
        <li key={category.id}>
          <Link
            to="/createjob/$slug"
            params={{ slug: category.slug }}
            search={{ ...(word ? { word } : {}), ...carry }}
            className="group flex h-full flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 text-ink-900 no-underline shadow-sm transition hover:(border-brand-500 shadow-md) focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
          >
            <span className="flex items-center justify-between gap-2 font-semibold">
              {category.name}
              <span aria-hidden="true" className="text-brand-500 transition group-hover:translate-x-0.5">
                →
              </span>
            </span>
            {category.children.length > 0 ? (
              <span className="text-sm text-ink-500">
                {category.children
                  .slice(0, 3)
                  .map((c) => c.name)
                  .join(', ')}
              </span>
            ) : null}
          </Link>
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
    <section aria-labelledby="all-categories" className="flex flex-col gap-4">
      <h2 id="all-categories" className="m-0 text-xl font-bold text-ink-900">
        {t('picker::all')}
      </h2>
      <PopularCategories {...props} />
    </section>
  )
}
