import { useEffect } from 'react'

/**
 * Spec section 2: a guarantee page scrolls to the bottom over 2 s after it has loaded. Honours
 * prefers-reduced-motion (jumps without animation) and stops as soon as the reader scrolls, touches or
 * presses a key.
 */
export function useAutoscroll(durationMs: number) {
  useEffect(() => {
    const scroller = document.scrollingElement ?? document.documentElement
    const target = () => Math.max(0, scroller.scrollHeight - window.innerHeight)
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
    let stopped = false
    let frameId = 0
    const stop = () => {
      stopped = true
    }
    const run = () => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        window.scrollTo(0, target())
        return
      }
      const start = window.scrollY
      const began = performance.now()
      for (const name of events) window.addEventListener(name, stop, { passive: true, once: true })
      const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)
      const frame = (now: number) => {
        if (stopped) return
        const progress = Math.min(1, (now - began) / durationMs)
        window.scrollTo(0, start + (target() - start) * ease(progress))
        if (progress < 1) frameId = requestAnimationFrame(frame)
      }
      frameId = requestAnimationFrame(frame)
    }
    if (document.readyState === 'complete') run()
    else window.addEventListener('load', run, { once: true })
    return () => {
      stop()
      cancelAnimationFrame(frameId)
      window.removeEventListener('load', run)
      for (const name of events) window.removeEventListener(name, stop)
    }
  }, [durationMs])
}
