import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

/**
 * The link at the top of a page back to the list it belongs to ('Tilbage til mine opgaver', 'Alle vundne
 * opgaver'): one look everywhere, an arrow before the words and a 44 px tall target. Takes a route like
 * `Link` (`to`, `params`, `search`).
 */
function BackAnchor({
  children,
  className,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      ref={ref}
      {...props}
      className={`inline-flex min-h-11 items-center gap-1 self-start font-medium text-brand-700 ${className ?? ''}`}
    >
      <span aria-hidden="true">←</span>
      {children}
    </a>
  )
}

export const BackLink = createLink(BackAnchor)
