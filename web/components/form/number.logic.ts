import { moneyFormatOptions } from '../../../domain/rules/money'

/**
 * How the number fields format and read Danish numbers (React Aria's NumberField parses with the same
 * options in the page's locale, so what is shown is what is read back).
 */

/** A year: digits only, never `2.015` (no thousands grouping), no decimals. */
export const yearFormatOptions: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 0 }

/**
 * Money typed and shown as Danish kroner with øre (`12.500,50`); the field says `kr.` beside it (always,
 * also while empty), so the number itself carries no currency sign: it would read `12.500,50 kr. kr.`.
 * The form holds whole øre.
 */
export const kronerFormatOptions: Intl.NumberFormatOptions = {
  minimumFractionDigits: moneyFormatOptions.minimumFractionDigits,
  maximumFractionDigits: moneyFormatOptions.maximumFractionDigits,
}

/**
 * Decimals a quantity field always reads: a Danish '85,5' typed (or pasted) in a field for whole numbers
 * is kept as 85.5, so the schema can say 'Skriv et helt tal.' instead of the field dropping the text and
 * the form saying the question was not answered.
 */
const typedFractionDigits = 3

/** A plain quantity (the unit is shown beside the field, not inside the number). */
export function quantityFormatOptions(maximumFractionDigits: number): Intl.NumberFormatOptions {
  return { maximumFractionDigits: Math.max(maximumFractionDigits, typedFractionDigits) }
}

/**
 * The number the text in a number field stands for while it is typed, when the field would show the
 * text unchanged (`85`, `85,5`; not `1234`, shown `1.234`, nor money, shown `12,00 kr.`): only then may
 * the form take it before the field is left, without the field rewriting the text under the cursor.
 * Empty text is undefined; anything else is null (wait for the field to be left).
 */
export function typedNumber(
  text: string,
  parse: (text: string) => number,
  format: (value: number) => string,
): number | undefined | null {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const value = parse(trimmed)
  return !Number.isNaN(value) && format(value) === trimmed ? value : null
}
