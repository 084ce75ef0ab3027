import { useEffect } from 'react'
import { animateWindowScroll } from '../../lib/scroll'

/**
 * Spec section 2: a guarantee page scrolls to the bottom over 2 s after it has loaded. Honours
 * prefers-reduced-motion (jumps without animation) and stops as soon as the reader scrolls, touches or
 * presses a key (`animateWindowScroll`, the page's one scroll animation).
 */
export function useAutoscroll(durationMs: number) {
  useEffect(() => {
    const scroller = document.scrollingElement ?? document.documentElement
    const target = () => Math.max(0, scroller.scrollHeight - window.innerHeight)
    let stop = () => {}
    const run = () => {
      stop = animateWindowScroll(target, durationMs)
    }
    if (document.readyState === 'complete') run()
    else window.addEventListener('load', run, { once: true })
    return () => {
      stop()
      window.removeEventListener('load', run)
    }
  }, [durationMs])
}
