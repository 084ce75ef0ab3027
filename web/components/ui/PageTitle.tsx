import type { ReactNode } from 'react'

/**
 * A workspace page's title and the line that says what the page is for. The `h1` takes focus after a
 * route change (`tabIndex={-1}`), as every page title does.
 */
export function PageTitle({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 tabIndex={-1} className="m-0 text-2xl font-bold">
        {title}
      </h1>
      <p className="m-0 max-w-2xl text-ink-700">{lead}</p>
    </div>
  )
}
