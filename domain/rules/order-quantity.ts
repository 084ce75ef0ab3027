/**
 * How much of a price-list line an order is, as a person says it: '25 m²' for a line priced 'pr. m²,
 * inkl. materialer', '3 timer' for 'pr. time', and '2 ×' when the unit is not a measure we know
 * ('pr. dør', or no unit). The unit is what the company typed: the measure is the words after 'pr.'
 * (or 'per') up to the first comma.
 */
const measures: Record<string, readonly [one: string, many: string]> = {
  'm²': ['m²', 'm²'],
  m2: ['m²', 'm²'],
  'm³': ['m³', 'm³'],
  m3: ['m³', 'm³'],
  m: ['m', 'm'],
  meter: ['meter', 'meter'],
  'lb. m': ['lb. m', 'lb. m'],
  'lbm.': ['lbm.', 'lbm.'],
  lbm: ['lbm.', 'lbm.'],
  km: ['km', 'km'],
  kg: ['kg', 'kg'],
  'stk.': ['stk.', 'stk.'],
  stk: ['stk.', 'stk.'],
  time: ['time', 'timer'],
  dag: ['dag', 'dage'],
  uge: ['uge', 'uger'],
}

/** The measure of a price-list unit ('m²' of 'pr. m², inkl. materialer'), or null when there is none. */
function measureOf(unit: string): readonly [string, string] | null {
  const match = /^\s*(?:pr\.?|per)\s+([^,;()]+)/i.exec(unit)
  const word = match?.[1]?.trim().toLowerCase()
  return word ? (measures[word] ?? null) : null
}

/** '25 m²', '1 time', '3 timer', or '2 ×' (the line's name follows it). */
export function orderQuantity(amount: number, unit: string): string {
  const measure = measureOf(unit)
  if (!measure) return `${amount} ×`
  return `${amount} ${amount === 1 ? measure[0] : measure[1]}`
}
