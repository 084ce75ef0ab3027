import type { ReactNode } from 'react'

/**
 * Why a page shows nothing: it belongs to another role (a customer or an admin opens a company page).
 * An alert, so a screen reader says it when the page comes up. `inColumn` when the page sits in a
 * layout's content column (the account pages) instead of alone in the main area.
 */
export function RoleAlert({ children, inColumn = false }: { children: ReactNode; inColumn?: boolean }) {
  return (
    <p
      role="alert"
      className={`rounded-xl border border-solid border-amber-200 bg-amber-50 p-4 ${inColumn ? 'm-0' : 'mx-auto max-w-xl'}`}
    >
      {children}
    </p>
  )
}
