import type { ReactNode } from 'react'

/**
 * A titled part of a page that is not a card (a list of cards, a paragraph, the plans): the heading names
 * the section for assistive technology; `lead` is the line under it; the heading, the lead and each child
 * stand in a column with even gaps. `Section` is the same part drawn as a card.
 */
export function PagePart({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="m-0 text-xl font-bold">
        {title}
      </h2>
      {lead ? <p className="m-0 text-ink-700">{lead}</p> : null}
      {children}
    </section>
  )
}
