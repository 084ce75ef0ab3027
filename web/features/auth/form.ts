import i18next from 'i18next'
import * as v from 'valibot'
import { ApiFailure } from '../../lib/api'

/** Field errors of a form, by field name (RAC `Form validationErrors`). */
export type FieldErrors = Record<string, string>

/** Translates a message that may be a locale key (`ns:::path`) from the shared schemas. */
export function tr(message: string): string {
  return message.includes(':::') ? i18next.t(message, { defaultValue: message }) : message
}

/**
 * Validates with the SAME valibot schema the API uses. Returns the parsed output or the field errors
 * (first message per field, translated).
 */
export function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.output }
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    const key = path.split('.')[0] ?? ''
    if (!(key in errors)) errors[key] = tr(issue.message)
  }
  return { ok: false, errors }
}

/** The server's field issues (422) as field errors; the envelope message goes to the error area. */
export function serverErrors(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof ApiFailure) {
    const fields: FieldErrors = {}
    for (const issue of error.issues) {
      const key = issue.path.split('.')[0] ?? ''
      if (!(key in fields)) fields[key] = issue.message
    }
    const message =
      error.message ||
      i18next.t(`common:::errors::${error.code}`, { defaultValue: i18next.t('common:::errors::internal') })
    return { message, fields }
  }
  return { message: i18next.t('common:::errors::internal'), fields: {} }
}

/** Resolves no earlier than `ms` after it started (the spec's 1000 ms submit delay keeps the loader visible). */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((r) => setTimeout(r, ms))])
  if (result.status === 'rejected') throw result.reason
  return result.value
}
