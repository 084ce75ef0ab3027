/** Business constants from the spec (section 9), in one place. */
export const categorySuggestionLimit = 10
export const carModelQueryMinLength = 2
export const carModelDebounceMs = 250
export const zipLength = 4
/** A company chooses categories under at most two top categories (sections 5 and 9). */
export const maxTopCategories = 2
/** Company-online banner: hidden 01:00–06:59 local time, re-checked every 5 minutes. */
export const onlineBanner = { hiddenFromHour: 1, hiddenToHour: 6, checkEveryMs: 300_000 } as const
/** Toasts: 7000 ms plus 300 ms per word, staggered 300 ms, 250 px wide. */
export const toastTiming = { baseMs: 7000, perWordMs: 300, staggerMs: 300, widthPx: 250 } as const
export const guaranteeScrollMs = 2000
/** Scrolling the page to a part of it (a job opened by a link, the support form) takes 500 ms. */
export const scrollAnimationMs = 500
/** A print button opens the browser's print dialog 250 ms after the press, once the page has settled. */
export const printDelayMs = 250
/** Invitations: a job takes fewer than 4 (so 3 at most); the invite button re-enables after 3000 ms. */
export const invitationsPerJobFewerThan = 4
export const inviteButtonReenableMs = 3000
