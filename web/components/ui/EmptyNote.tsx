import type { ReactNode } from 'react'

/**
 * What a page shows where its list would be when the list is empty (no jobs won yet, no entries in the
 * period): the words in a plain card, and the way on (`action`, a link) where there is one. It is a status:
 * a list that empties while the page is open (another period) says so.
 */
export function EmptyNote({
  children,
  action,
  'data-testid': testId,
}: {
  children: ReactNode
  action?: ReactNode
  'data-testid'?: string
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-start gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4 text-ink-700"
    >
      <p role="status" className="m-0">
        {children}
      </p>
      {action}
    </div>
  )
}
