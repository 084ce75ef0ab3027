/** The one source of "now" in unix seconds, so tests can move time. */
export const clock = {
  now: () => Math.floor(Date.now() / 1000),
}
