import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Where focus goes when it was lost: the page's heading when it takes focus, else the main region. */
export function focusTarget(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('#main h1[tabindex="-1"]') ?? doc.getElementById('main')
}

/**
 * After a client-side navigation, focus that was left on nothing (the pressed link, a chosen search
 * suggestion or a closed dialog's button went away with the old page) moves to the new page's heading
 * or main region, so a keyboard or screen-reader user goes on from the page's start, never from
 * `<body>`. Focus a page placed itself (a form's first field) is left alone; so is the first load.
 */
export function useRouteFocus() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged) return
        requestAnimationFrame(() => {
          const active = document.activeElement
          if (active && active !== document.body) return
          focusTarget(document)?.focus({ preventScroll: true })
        })
      }),
    [router],
  )
}
