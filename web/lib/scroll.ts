import { scrollAnimationMs } from '../../domain/rules/limits'

/** Slow start, slow end: the position along an animation at `t` (0–1) of its time. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
}

/** The scroll position `elapsedMs` into an animation from `from` to `to` that takes `durationMs`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  const progress = durationMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsedMs / durationMs))
  return from + (to - from) * easeInOut(progress)
}

const readerEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/**
 * Scrolls the window to `target()` (read again on every frame: the page may still grow) over
 * `durationMs`. Jumps without animation when the reader prefers reduced motion, and stops as soon as
 * the reader scrolls, touches, clicks or presses a key. Returns a function that stops it.
 */
export function animateWindowScroll(target: () => number, durationMs: number): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, target())
    return () => {}
  }
  const from = window.scrollY
  const began = performance.now()
  let frameId = 0
  const stop = () => {
    cancelAnimationFrame(frameId)
    for (const name of readerEvents) window.removeEventListener(name, stop)
  }
  for (const name of readerEvents) window.addEventListener(name, stop, { passive: true })
  const frame = (now: number) => {
    const elapsed = Math.max(0, now - began)
    window.scrollTo(0, scrollPositionAt(from, target(), elapsed, durationMs))
    if (elapsed < durationMs) frameId = requestAnimationFrame(frame)
    else stop()
  }
  frameId = requestAnimationFrame(frame)
  return stop
}

const px = (value: string) => Number.parseFloat(value) || 0

/**
 * Spec section 9: the page scrolls to a part of it (a job opened by a link, a form asked for) in an
 * animation of 500 ms, so the reader sees where they went. The part ends at the top, below the sticky
 * header (the root's scroll-padding-top and the element's scroll-margin-top, as `scrollIntoView`).
 */
export function scrollToElement(element: Element, durationMs: number = scrollAnimationMs): () => void {
  const target = () => {
    const padding = px(getComputedStyle(document.documentElement).scrollPaddingTop)
    const margin = px(getComputedStyle(element).scrollMarginTop)
    const top = window.scrollY + element.getBoundingClientRect().top - padding - margin
    const bottom = Math.max(0, document.documentElement.scrollHeight - window.innerHeight)
    return Math.min(bottom, Math.max(0, top))
  }
  return animateWindowScroll(target, durationMs)
}
