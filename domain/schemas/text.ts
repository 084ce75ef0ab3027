import * as v from 'valibot'

/**
 * One-line user text that other people see (names, company names, addresses, cities): in e-mail subjects,
 * on profiles, in admin lists. Control characters (CR/LF would reach a Subject) become spaces, bidi
 * embeddings and overrides (U+202A–U+202E, U+2066–U+2069: text that reads differently than it is) are
 * dropped, runs of white space become one space, and a value with nothing visible left (only spaces or
 * zero-width characters) counts as empty.
 */
const controls = /[\p{Cc}\u2028\u2029]/gu
const bidi = /[\u202a-\u202e\u2066-\u2069]/g
/** Zero-width space/joiners, word joiner and BOM: invisible on their own (kept inside emoji sequences). */
const invisible = /[\u200b-\u200d\u2060\ufeff]/g

/** The cleaned one-line form of `value` (what the schemas below store). */
export function cleanLine(value: string): string {
  return value.replace(controls, ' ').replace(bidi, '').replace(/\s+/g, ' ').trim()
}

/** True when nothing visible is left: only white space and zero-width characters. */
export const isBlank = (value: string) => value.replace(invisible, '').trim() === ''

/**
 * A required one-line text of at most `max` characters (counted after cleaning). `requiredKey` is the
 * locale key shown when it is empty or invisible.
 *
 *   companyName: plainText(160, 'auth:::errors::companyNameRequired')
 */
export const plainText = (max: number, requiredKey: string) => requiredText(cleanLine, max, requiredKey)

/**
 * Text of several lines as stored (messages, offers, complaints, reasons): CRLF as LF, control characters
 * but line breaks and tabs dropped (a text has paragraphs), bidi overrides dropped, trimmed.
 */
export function cleanParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(controls, (ch) => (ch === '\n' || ch === '\t' ? ch : ''))
    .replace(bidi, '')
    .trim()
}

/**
 * A required text of several lines of at most `max` characters (counted after cleaning); `requiredKey`
 * is the locale key shown when it is empty or invisible.
 *
 *   text: paragraphText(maxOfferTextLength, 'firmjobs:::errors::textRequired')
 */
export const paragraphText = (max: number, requiredKey: string) =>
  requiredText(cleanParagraphs, max, requiredKey)

/** A string cleaned by `clean`, then refused when blank (`requiredKey`) or longer than `max`. */
function requiredText(clean: (value: string) => string, max: number, requiredKey: string) {
  return v.pipe(
    v.string(requiredKey),
    v.transform(clean),
    v.check((value) => !isBlank(value), requiredKey),
    v.maxLength(max, 'common:::errors::tooLong'),
  )
}

/** A person's full name (sign-up, profile, contact person of a company). */
export const personName = plainText(120, 'auth:::errors::nameRequired')
