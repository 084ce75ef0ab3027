import { Link } from '@tanstack/react-router'
import { productName } from '../../../domain/brand'

/** The product mark and name; links home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-ink-900 no-underline focus-visible:(outline-2 outline-offset-4 outline-brand-500)"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#1f7a4d" />
        <path
          d="M9 17l5 5 9-11"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* Below 360 px the header's icons need the room: the name is then read out, not shown. */}
      <span className="max-[359px]:sr-only">{productName}</span>
    </Link>
  )
}
