import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react'

/**
 * When the page was rendered (ms): the server's clock for a server-rendered page, so the first client
 * render matches its HTML even when it came from the edge cache; parts that depend on the time (the
 * online banner, the footer year) start from it and catch up in an effect.
 */
export const RenderTime = createContext<number>(0)

export function useRenderTime(): number {
  return useContext(RenderTime) || Date.now()
}

/**
 * Now (unix seconds) for text that depends on the time ("for 5 minutter siden"): the render time on the
 * server and while the browser takes over its markup, then the clock (a part mounted later reads it at
 * once; a hydrated one catches up when the server's answer is a minute or more old).
 */
export function useNowSeconds(): number {
  const renderedAt = useContext(RenderTime)
  // Per part, not per page: the route's content hydrates after the root has committed, and a job's age
  // read from the clock there ("1 minut siden" for the server's "Lige oprettet") was a mismatch that made
  // React throw the list's markup away, taps with it.
  const hydrating = !useHydrated()
  const [now, setNow] = useState(() => ((hydrating ? renderedAt : 0) || Date.now()) / 1000)
  useEffect(() => {
    const clock = Date.now() / 1000
    if (clock - now >= 60) setNow(clock)
  }, [now])
  return Math.floor(now)
}

const noSubscription = () => () => {}

/**
 * False on the server and while the browser takes over a rendered page, true from then on: for a part
 * whose code loads lazily, which the server cannot render (its HTML would be a fallback that React
 * reports as unfinished).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * Its children once the page is hydrated, nothing before. The switch re-renders this part alone: read
 * higher up, `useHydrated` re-rendered the whole page synchronously right after hydration, one long task
 * on a phone (issue 21).
 */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null
}
