import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CreateJobSearch } from '../search-params'

/** The grid category cards stand in. */
export const categoryGrid = 'm-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-4'

/**
 * A category as a card that starts a job in it (`/createjob/{slug}`, the search carried along): its name
 * with an arrow, and a `note` under it. A `featured` card (one the page picked for the visitor) is
 * outlined in the brand colour; the others only on hover.
 */
export function CategoryCard({
  slug,
  name,
  note,
  search,
  featured = false,
}: {
  slug: string
  name: string
  note?: ReactNode
  search: CreateJobSearch
  featured?: boolean
}) {
  return (
    <Link
      to="/createjob/$slug"
      params={{ slug }}
      search={search}
      className={`group flex h-full flex-col gap-1 rounded-xl bg-white p-4 text-ink-900 no-underline shadow-sm transition focus-visible:(outline-2 outline-offset-2 outline-brand-500) ${featured ? 'border-2 border-solid border-brand-500 hover:shadow-md' : 'border border-gray-200 hover:(border-brand-500 shadow-md)'}`}
    >
      <span className="flex items-center justify-between gap-2 font-semibold">
        {name}
        <span aria-hidden="true" className="text-brand-500 transition group-hover:translate-x-0.5">
          →
        </span>
      </span>
      {note ? <span className="text-sm text-ink-700">{note}</span> : null}
    </Link>
  )
}

/** A headed section of the create-job pages' category cards. */
export function CategorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="m-0 text-xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The categories the page picked for the visitor (`ordered`: best first), as featured cards under a heading. */
export function FeaturedCategories({
  id,
  title,
  categories,
  search,
  ordered = false,
}: {
  id: string
  title: string
  categories: { id: number; slug: string; name: string; note?: ReactNode }[]
  search: CreateJobSearch
  ordered?: boolean
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <CategorySection id={id} title={title}>
      <List className={categoryGrid}>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryCard
              slug={category.slug}
              name={category.name}
              note={category.note}
              search={search}
              featured
            />
          </li>
        ))}
      </List>
    </CategorySection>
  )
}
