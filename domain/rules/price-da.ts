/**
 * The price a company enters when it closes a won job as completed (spec: update_balans_company):
 * Danish kroner, the whole part up to 999.999.999 with dots as thousands separators (or none at all),
 * a comma before 1 or 2 øre digits (at most 99), or no decimals. `12.500,50` → 1250050 øre.
 * Anything else is refused (null): the field stays in the dialog with its error.
 */

/** The largest whole-kroner part (999.999.999 kr.). */
export const maxWholeKroner = 999_999_999

// Either grouped in threes with dots (`12.500`) or plain digits (`12500`), never a mix; no leading zero
// except a lone `0`; an optional comma with 1–2 digits; an optional `kr.` after a space.
const pattern = /^(0|[1-9]\d{0,2}(?:\.\d{3}){0,2}|[1-9]\d{0,8})(?:,(\d{1,2}))?(?:\s?kr\.?)?$/

/** `12.500,50` → 1250050; `250` → 25000; `12.500,5` → 1250050; invalid or zero → null. */
export function parseDanishPrice(text: string): number | null {
  const match = pattern.exec(text.trim())
  if (!match) return null
  const whole = Number((match[1] ?? '').replaceAll('.', ''))
  const cents = match[2] === undefined ? 0 : Number(match[2].padEnd(2, '0'))
  if (!Number.isSafeInteger(whole) || whole > maxWholeKroner) return null
  const ore = whole * 100 + cents
  return ore > 0 ? ore : null
}

/** 1250050 → `12.500,50` (what the field shows and `parseDanishPrice` reads back). */
export function formatDanishPrice(ore: number): string {
  const whole = Math.floor(ore / 100)
  const cents = ore % 100
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${grouped},${String(cents).padStart(2, '0')}`
}

/**
 * The largest price anywhere in the product, in øre (spec section 9: 999.999.999 kr. and at most 99 øre):
 * a price-list line, an offer, a completed job.
 */
export const maxPriceOre = maxWholeKroner * 100 + 99
