/**
 * An `Intl` formatter made on first use, not when its module loads: the first `Intl` object a page makes
 * loads ICU's data (30–80 ms on a phone), which must not land in the task that evaluates the startup
 * code or a page's chunk (issue 21). Made once, then reused.
 */
export function intlOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
