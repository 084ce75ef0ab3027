import type { ReactNode } from 'react'
import { Spinner } from '../form/Form'

/**
 * A part of a page that is loading: a spinner and what loads, as a status a screen reader says.
 * `small` inside a panel whose text is small.
 */
export function LoadingStatus({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return (
    <p role="status" className={`m-0 flex items-center gap-2 text-ink-700 ${small ? 'text-sm' : ''}`}>
      <Spinner /> {children}
    </p>
  )
}
