import type { ReactNode } from 'react'

/**
 * Terms and their values as one definition list (a job's facts, a thread's facts, an offer's dates and
 * phones). A value may be a link or marked up; a row whose value is null (not known) is left out.
 * Side by side, a term stands on its value's first line (baseline), whatever the caller's grid: a phone
 * link is a 44 px target on a phone, and a term aligned to the row's top sat half a line above its number.
 */
export function FactList({
  rows,
  className = 'grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]',
}: {
  rows: readonly (readonly [term: string, value: ReactNode])[]
  /** The grid: stacked on a phone and side by side from `sm` unless a caller needs otherwise. */
  className?: string
}) {
  return (
    <dl className={`m-0 items-baseline ${className}`}>
      {rows.map(([term, value]) =>
        value === null ? null : (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-700">{term}</dt>
            <dd className="m-0 break-words text-ink-900">{value}</dd>
          </div>
        ),
      )}
    </dl>
  )
}
