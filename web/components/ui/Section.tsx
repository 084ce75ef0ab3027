import type { ReactNode } from 'react'

/**
 * A titled card: one part of a page (contact details, e-mail, password, a booking's offer…). The heading
 * names the section for assistive technology, and a form inside can name itself by `id` too. `stack`
 * sets the heading and each child in a column with even gaps (a part made of several small blocks).
 */
export function Section({
  id,
  title,
  stack,
  children,
}: {
  id: string
  title: string
  stack?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${stack ? 'flex flex-col gap-3 ' : ''}rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm sm:p-6`}
    >
      <h2 id={id} className={stack ? 'm-0 text-lg font-bold' : 'm-0 mb-4 text-lg font-bold'}>
        {title}
      </h2>
      {children}
    </section>
  )
}
