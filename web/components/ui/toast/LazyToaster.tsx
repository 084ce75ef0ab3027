import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { watchPresses } from './press-guard'
import { toastQueue } from './toast-queue'

// The toast region loads with the first notification: most pages never show one.
const Toaster = lazy(() => import('./Toaster'))

let everShown = false
const hasToasts = () => {
  everShown ||= toastQueue.visibleToasts.length > 0
  return everShown
}

/** Mounted once in the app shell; renders the toast region as soon as there is something to show. */
export function LazyToaster() {
  // From the start, not from the first toast: the first one may appear in the middle of a press.
  useEffect(() => watchPresses(), [])
  const show = useSyncExternalStore(
    (fn) => toastQueue.subscribe(fn),
    hasToasts,
    () => false,
  )
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
