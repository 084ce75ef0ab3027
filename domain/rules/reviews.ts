/**
 * Reviews and review invitations (issue 19, spec sections 5 and 9).
 *
 * - A rating is an integer 1–5; each has a word (`reviews:::rating::{n}` in the catalogs).
 * - A company may send 200 review-invitation e-mails per Copenhagen calendar month and
 *   `reviewMailsPerDay` per Copenhagen day; both windows are keyed by date, so a new month or day
 *   starts at zero without a reset job.
 * - Invitation addresses are taken from pasted free text by one pattern whose top-level domains are a
 *   fixed list (`reviewMailTlds`): an address ending in anything else is not picked up.
 */
export const ratings = [1, 2, 3, 4, 5] as const
export type Rating = (typeof ratings)[number]

export const reviewMailsPerMonth = 200
/** The spec leaves the daily limit open; 50 a day lets a company use its month in four working days. */
export const reviewMailsPerDay = 50
/** Reviews shown per page on a profile (load_publicreview's page). */
export const reviewsPerPage = 10

/**
 * The top-level domains an invitation address may end in. Danish and neighbouring country codes, the
 * generic ones most Danes use, and a few common newer ones. Longest first in the pattern, so `.com`
 * is not read as `.co` followed by `m`.
 */
export const reviewMailTlds = [
  'dk',
  'com',
  'net',
  'org',
  'eu',
  'se',
  'no',
  'de',
  'info',
  'io',
  'nu',
  'biz',
  'fi',
  'is',
  'uk',
  'co',
  'me',
  'app',
  'online',
] as const

const tldAlternation = [...reviewMailTlds].sort((a, b) => b.length - a.length).join('|')

/**
 * local@domain.tld where the local part is letters, digits and `._%+-`, the domain has one or more
 * labels (letters incl. æøå, digits, inner hyphens) and the TLD is one of the list; the match must not
 * continue with a letter, digit or hyphen (so `a@b.dkx` is not `a@b.dk`).
 */
const addressPattern = new RegExp(
  `[a-z0-9._%+-]+@(?:[a-z0-9æøåäöü](?:[a-z0-9æøåäöü-]*[a-z0-9æøåäöü])?\\.)+(?:${tldAlternation})(?![a-z0-9æøåäöü-])`,
  'giu',
)

/** Most addresses one invitation text may hold (one request). */
export const maxInvitationAddresses = 50

/**
 * The distinct e-mail addresses in pasted text, lower-cased, in the order they first appear. Leading
 * dots of a local part (from "…text.mail@x.dk") are dropped; a local part must not end in a dot.
 */
export function extractReviewEmails(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.toLowerCase().matchAll(addressPattern)) {
    const [local = '', domain = ''] = match[0].split('@')
    const cleanLocal = local.replace(/^[.]+/, '')
    if (!cleanLocal || cleanLocal.endsWith('.') || cleanLocal.includes('..')) continue
    found.add(`${cleanLocal}@${domain}`)
  }
  return [...found]
}

/** '4,6': the average of ratings with one decimal, Danish comma in da-DK (the caller formats). */
export function averageRating(sum: number, count: number): number | null {
  if (count === 0) return null
  return Math.round((sum / count) * 10) / 10
}

/** Copenhagen month and day keys of a moment (unix seconds): `2026-11` and `2026-11-25`. */
export function reviewMailWindowKeys(unixSeconds: number): { month: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(unixSeconds * 1000))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const month = `${get('year')}-${get('month')}`
  return { month, day: `${month}-${get('day')}` }
}
