import { type RefObject, useEffect, useState } from 'react'

/** Where a sentinel is against the part of the page on screen: scrolled past, on screen, or still to come. */
export type SentinelPlace = 'above' | 'onScreen' | 'below'

/**
 * Where `sentinel` is against the screen (or the dialog it scrolls in), told by an IntersectionObserver
 * when it crosses an edge: no work on scroll events. A 1 px element placed at a scroll threshold (spec
 * §9: 132 px, 270 px) is 'above' once the reader has scrolled that far. 'below' until the browser has
 * said (on the server and in the first frame), so what depends on it starts hidden.
 */
export function useSentinelPlace(sentinel: RefObject<Element | null>): SentinelPlace {
  const [place, setPlace] = useState<SentinelPlace>('below')
  useEffect(() => {
    const element = sentinel.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      const top = entry.rootBounds?.top ?? 0
      setPlace(entry.isIntersecting ? 'onScreen' : entry.boundingClientRect.top < top ? 'above' : 'below')
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel])
  return place
}
