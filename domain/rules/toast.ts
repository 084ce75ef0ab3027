import { toastTiming } from './limits'

/** Words in a message: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length
}

/** Spec: a notification stays 7000 ms plus 300 ms per word of its text (heading and body). */
export function toastDurationMs(...texts: readonly (string | null | undefined)[]): number {
  const words = texts.reduce((sum, text) => sum + countWords(text ?? ''), 0)
  return toastTiming.baseMs + toastTiming.perWordMs * words
}

/**
 * Spec: notifications shown together are staggered by 300 ms. Given when the previous one was (or
 * will be) shown and the time now, returns how long to wait before showing the next one.
 */
export function staggerDelayMs(lastShownAt: number | null, now: number): number {
  if (lastShownAt === null) return 0
  return Math.max(0, lastShownAt + toastTiming.staggerMs - now)
}
