import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title'

/**
 * A page with nothing to show at its address (404, 403): what happened, why, and one way on (`children`,
 * a primary button link), centred and drawn alike wherever the app ends up there. `code` shows the status
 * above the title where a person may want to quote it. The title is the page's title too (`<title>`), as on
 * every page.
 */
export function DeadEnd({
  title,
  body,
  code,
  announce = false,
  children,
}: {
  title: string
  body: string
  code?: string
  /** Says the body when the page comes up (an alert): for an object that was there a moment ago. */
  announce?: boolean
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      {code ? <p className="m-0 mb-2 text-5xl font-bold text-ink-500">{code}</p> : null}
      <h1 className="title-display">{title}</h1>
      <p role={announce ? 'alert' : undefined} className="mt-4 mb-6 text-lg text-ink-700">
        {body}
      </p>
      {children}
    </div>
  )
}

/** The class of a dead end's way on: the primary button, as a link. */
export const deadEndAction = 'btn-primary h-11 box-border no-underline'
