import { moneyFormatOptions } from '../../../domain/rules/money'

/**
 * How the number fields format and read Danish numbers (React Aria's NumberField parses with the same
 * options in the page's locale, so what is shown is what is read back).
 */

/** A year: digits only, never `2.015` (no thousands grouping), no decimals. */
export const yearFormatOptions: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 0 }

/** Money typed and shown as Danish kroner (`12.500,50 kr.`); the form holds whole øre. */
export const kronerFormatOptions: Intl.NumberFormatOptions = moneyFormatOptions

/** A plain quantity (the unit is shown beside the field, not inside the number). */
export function quantityFormatOptions(maximumFractionDigits: number): Intl.NumberFormatOptions {
  return { maximumFractionDigits }
}
