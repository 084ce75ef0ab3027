/**
 * Runs `task` once the browser is idle after the page has loaded (or after `timeoutMs` at the latest):
 * code a visitor may need soon but not for the first paint. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelIdle = () => {}
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs })
      cancelIdle = () => window.cancelIdleCallback(id)
    } else {
      const id = window.setTimeout(task, 200)
      cancelIdle = () => window.clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelIdle()
  }
}
