import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** A page may show its heading only once its data is there; give up after this long. */
const waitForHeadingMs = 3000

/**
 * Whether a rendered navigation should move focus to the new page's heading: only a client navigation
 * to another path (not the first page load, not a search or hash change such as a filter or `?login=1`).
 */
export function movesFocus(event: { fromLocation?: unknown; pathChanged: boolean }): boolean {
  return event.fromLocation !== undefined && event.pathChanged
}

/**
 * Whether the new page already put focus somewhere of its own (the home page's search box on desktop):
 * an element inside `<main>` that is neither `<main>` itself nor what had focus before the navigation.
 */
export function focusTakenByPage(
  main: { contains(node: unknown): boolean } | null,
  active: unknown,
  before: unknown,
): boolean {
  return main !== null && active !== main && active !== before && main.contains(active)
}

/**
 * On client navigation, moves focus to the new page's `<h1>` (made focusable with tabIndex -1), so a
 * screen reader announces the new page and Tab starts from its content instead of `<body>`.
 */
export function useFocusHeadingOnNavigation() {
  const router = useRouter()
  useEffect(() => {
    let before: Element | null = null
    let stop = () => {}
    const offBefore = router.subscribe('onBeforeNavigate', () => {
      stop()
      before = document.activeElement
    })
    const offRendered = router.subscribe('onRendered', (event) => {
      if (!movesFocus(event)) return
      stop()
      stop = focusHeadingWhenShown(before)
    })
    return () => {
      offBefore()
      offRendered()
      stop()
    }
  }, [router])
}

function focusHeadingWhenShown(before: Element | null): () => void {
  const main = document.querySelector('main')
  const started = performance.now()
  let frame = 0
  const focusHeading = () => {
    const heading = main?.querySelector('h1')
    if (!(heading instanceof HTMLElement)) return false
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    // The router restores or resets the scroll position itself.
    heading.focus({ preventScroll: true })
    return true
  }
  // Placed focus can still fall to <body> a moment later (the element that took it is swapped for
  // another, e.g. a lazily loaded search box): until the deadline, lost focus goes to the heading.
  const guard = () => {
    const active = document.activeElement
    if (!active || active === document.body) focusHeading()
    if (performance.now() - started < waitForHeadingMs) frame = requestAnimationFrame(guard)
  }
  const attempt = () => {
    if (focusTakenByPage(main, document.activeElement, before) || focusHeading()) {
      frame = requestAnimationFrame(guard)
      return
    }
    if (performance.now() - started < waitForHeadingMs) frame = requestAnimationFrame(attempt)
  }
  // One frame later: effects of the new page (an autofocus of its own) have run by then.
  frame = requestAnimationFrame(attempt)
  return () => cancelAnimationFrame(frame)
}
