/**
 * Output side of e-mails (issue 6, finding 9): payload values can be attacker text (a name, a company
 * name). They must never become links or headers of their own. Input is cleaned too (domain schemas);
 * this is the second line, for whatever is already stored.
 */

// C0 and C1 controls (\p{Cc}: CR, LF, tab, NUL, DEL …), line/paragraph separators, bidi embeddings,
// overrides and isolates.
const controls = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu

/** One line fit for a header (Subject, the From name): no CR/LF or other controls, spaces collapsed. */
export function headerSafe(value: string): string {
  return value.replace(controls, ' ').replace(/\s+/g, ' ').trim()
}

/** A value for the plain-text part: line breaks kept (as \n), every other control character dropped. */
export function plainValue(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(controls, (ch) => (ch === '\n' ? ch : ''))
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

/**
 * A value for the HTML part that no mail client turns into a link: escaped, and every `.`, `:`, `/`
 * and `@` in its own `<span>`, so `evil.example`, `https://…` or `a@b.dk` is never one text run for an
 * auto-linker to match. It reads and copies exactly as typed (no zero-width or look-alike characters).
 */
export function inertHtml(value: string): string {
  return escapeHtml(plainValue(value))
    .replace(/[.:/@]/g, (ch) => `<span>${ch}</span>`)
    .replace(/\n/g, '<br>\n')
}

/** A link we made ourselves (`link`, `resetLink` …): an anchor when it is http(s), else inert text. */
export function linkHtml(value: string): string {
  if (!/^https?:\/\/[^\s<>"']+$/.test(value)) return inertHtml(value)
  const safe = escapeHtml(value)
  return `<a href="${safe}">${safe}</a>`
}

/** Payload keys that hold links the server built; every other value is treated as user text. */
export const isLinkKey = (key: string) => key === 'link' || key.endsWith('Link')
