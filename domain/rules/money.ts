import { intlOnce } from './intl-once'

/**
 * Money is stored and sent as whole øre (integers: no float rounding in sums); people type and read
 * Danish kroner, `12.500,50 kr.`.
 */
export const moneyFormatOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'DKK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}

const kroner = intlOnce(() => new Intl.NumberFormat('da-DK', moneyFormatOptions))

/** 1250050 → `12.500,50 kr.` (the space before `kr.` does not break). */
export function formatOre(ore: number): string {
  return kroner().format(ore / 100)
}

/** Kroner as a number field holds them (12500.5) → whole øre (1250050), float noise rounded away. */
export function kronerToOre(amount: number): number {
  return Math.round(amount * 100)
}

/** Whole øre → kroner for a number field. */
export function oreToKroner(ore: number): number {
  return ore / 100
}

/**
 * Danish kroner as people type them → whole øre, or null: `12.500,50`, `12500,5`, `12 500 kr.`, `250`.
 * The comma is the decimal mark; dots and spaces group thousands.
 */
export function parseKroner(text: string): number | null {
  const plain = text
    .replace(/kr\.?|dkk/gi, '')
    .replace(/[\s\u00a0.]/g, '')
    .trim()
  if (!/^-?\d+(,\d{1,2})?$/.test(plain)) return null
  return kronerToOre(Number(plain.replace(',', '.')))
}
