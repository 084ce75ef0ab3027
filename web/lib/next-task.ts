/**
 * Ends the current task so the browser can paint and take input before the next start-up step: module
 * evaluation, i18n, the router and hydration were one task of some 200 ms on a phone, all of it blocking
 * time (issue 21). `scheduler.yield` keeps the continuation ahead of other queued work where it exists.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
