/**
 * Danish phone numbers: people type `+45 40 50 60 70`, `0045-40506070` or `40506070`; we keep the 8
 * digits (one number, one spelling: the SMS reset factor is compared and throttled by it) and show them
 * in pairs.
 */
const separators = /[\s\-.]/g
const countryPrefix = /^(?:\+45|0045)/
const eightDigits = /^\d{8}$/

/** The 8 digits of a Danish number, or null when `text` is not one (too short, letters, another country). */
export function normalizeDanishPhone(text: string): string | null {
  const digits = text.replace(separators, '').replace(countryPrefix, '')
  return eightDigits.test(digits) ? digits : null
}

/** `40506070` (or any accepted spelling) → `40 50 60 70`; anything else is shown as it is. */
export function formatDanishPhone(text: string): string {
  const digits = normalizeDanishPhone(text)
  return digits ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : text
}
