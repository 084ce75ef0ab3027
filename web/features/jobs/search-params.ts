/** A positive whole id from a query or path value, else undefined (a bad id shows nothing, no crash). */
export function idParam(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,12}$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
