import type { ReactNode } from 'react'

/**
 * A line icon: its shapes (the children) drawn as strokes in the text colour, on a 24-unit grid unless
 * told. Hidden from assistive technology: the button or link around it carries the name.
 */
export function LineIcon({
  className,
  strokeWidth = 2,
  viewBox = '0 0 24 24',
  children,
}: {
  className: string
  strokeWidth?: number
  viewBox?: string
  children: ReactNode
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  )
}

/** The downward chevron of a menu button or a fold (turned by the caller's class when open). */
export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  )
}
