import type { ReactNode, Ref } from 'react'

const tones = {
  plain: 'border-gray-200 bg-white',
  /** The part the page is for (after a hire, how to reach the company), tinted to stand out. */
  brand: 'border-brand-200 bg-brand-50',
} as const

/**
 * A titled card: one part of a page (contact details, e-mail, password, a booking's offer…). The heading
 * names the section for assistive technology, and a form inside can name itself by `id` too. `stack`
 * sets the heading and each child in a column with even gaps (a part made of several small blocks).
 * Scrolled to (`ref`), it stops below the sticky header (the page's own scroll padding, web/styles.css).
 */
export function Section({
  id,
  title,
  stack,
  tone = 'plain',
  ref,
  children,
}: {
  id: string
  title: string
  stack?: boolean
  tone?: keyof typeof tones
  ref?: Ref<HTMLElement>
  children: ReactNode
}) {
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      className={`${stack ? 'flex flex-col gap-3 ' : ''}rounded-xl border border-solid ${tones[tone]} p-4 shadow-sm sm:p-6`}
    >
      <h2 id={id} className={stack ? 'm-0 text-lg font-bold' : 'm-0 mb-4 text-lg font-bold'}>
        {title}
      </h2>
      {children}
    </section>
  )
}
