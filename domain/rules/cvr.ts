/**
 * Danish CVR numbers: exactly 8 digits, the first not 0, and the modulus-11 check with the weights
 * 2, 7, 6, 5, 4, 3, 2, 1 (the weighted digit sum is divisible by 11).
 */
export const cvrWeights = [2, 7, 6, 5, 4, 3, 2, 1] as const

export function isCvrFormat(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{7}$/.test(value)
}

export function cvrChecksumOk(cvr: string): boolean {
  if (!/^\d{8}$/.test(cvr)) return false
  let sum = 0
  for (let i = 0; i < 8; i++) sum += Number(cvr[i]) * (cvrWeights[i] ?? 0)
  return sum % 11 === 0
}

/** 8 digits, not starting with 0, modulus 11. */
export function isValidCvr(value: unknown): value is string {
  return isCvrFormat(value) && cvrChecksumOk(value)
}

/** Accepts `DK12345678`, `12 34 56 78`, `12345678` and returns the 8 digits (or the input trimmed). */
export function normalizeCvr(value: string): string {
  const compact = value.replace(/[\s.-]/g, '').replace(/^DK/i, '')
  return compact
}
