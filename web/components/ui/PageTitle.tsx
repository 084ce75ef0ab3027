import type { ReactNode } from 'react'

/**
 * The two levels of a page title (`title-display` and `title-tool` in uno.config.ts): `display` for the
 * pages a visitor or a customer reads (public pages, the customer's jobs), `tool` for the pages where
 * someone works (the company's and the admin's workspace, account settings, forms, documents).
 */
export type TitleLevel = 'display' | 'tool'

/**
 * A page's title and, when there is one, the line that says what the page is for. The `h1` takes focus
 * after a route change (`tabIndex={-1}`), as every page title does. `long` for a title a user wrote (a
 * job's or a company's name): a long word breaks instead of widening the page on a phone.
 */
export function PageTitle({
  title,
  lead,
  level = 'tool',
  id,
  long = false,
}: {
  title: ReactNode
  lead?: ReactNode
  level?: TitleLevel
  id?: string
  long?: boolean
}) {
  const display = level === 'display'
  return (
    <div className={`flex flex-col ${display ? 'gap-2' : 'gap-1'}`}>
      <h1
        id={id}
        tabIndex={-1}
        className={`${display ? 'title-display' : 'title-tool'}${long ? ' break-words' : ''}`}
      >
        {title}
      </h1>
      {lead ? <p className={`m-0 max-w-2xl text-ink-700${display ? ' text-lg' : ''}`}>{lead}</p> : null}
    </div>
  )
}
