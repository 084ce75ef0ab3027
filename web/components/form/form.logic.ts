import * as v from 'valibot'

/**
 * The pure half of the form kit: validation with the API's valibot schema, errors keyed by their FULL
 * dotted path (`attributes.12`, `company.cvr`), one message per field, and the values object read and
 * written by path. No React, no DOM: unit-tested in node.
 */

/** Field errors by dotted path: one message each (the first the schema or the server reported). */
export type FieldErrors = Record<string, string>
/** One problem with one field: what the schema and the server's 422 `issues` both come down to. */
export interface PathIssue {
  path: string
  message: string
}
/** Turns a message that may be a locale key (`ns:::path`) into text; the kit passes i18next's `t`. */
export type Translate = (message: string) => string

/** The dotted path of every valibot issue (`getDotPath`), nothing cut off. */
export function schemaIssues(issues: readonly v.BaseIssue<unknown>[]): PathIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))
}

/** One message per path, the first one: two rules broken by one value show one error at a time. */
export function fieldErrors(issues: readonly PathIssue[], translate: Translate): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    if (!(issue.path in errors)) errors[issue.path] = translate(issue.message)
  }
  return errors
}

/** Validates `input` with the SAME schema the API uses: its output, or the field errors. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  translate: Translate,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.output }
  return { ok: false, errors: fieldErrors(schemaIssues(result.issues), translate) }
}

const within = (path: string, name: string) => path === name || path.startsWith(`${name}.`)

/**
 * The error a field named `name` shows: its own, else the first of a value inside it (a checkbox group
 * `categoryIds` shows the error of `categoryIds.3`).
 */
export function errorFor(errors: FieldErrors, name: string): string | undefined {
  if (name in errors) return errors[name]
  for (const [path, message] of Object.entries(errors)) if (within(path, name)) return message
  return undefined
}

/** The errors without those of field `name` (and of the values inside it): the person is fixing it. */
export function withoutErrorsOf(errors: FieldErrors, name: string): FieldErrors {
  const kept = Object.entries(errors).filter(([path]) => !within(path, name) && !within(name, path))
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept)
}

/** The first of `fields` (in page order) that has an error. */
export function firstInvalid(fields: readonly string[], errors: FieldErrors): string | undefined {
  return fields.find((name) => errorFor(errors, name) !== undefined)
}

/** Errors no field on screen shows (the summary lists them, so none is lost). */
export function unplacedErrors(fields: readonly string[], errors: FieldErrors): string[] {
  return Object.entries(errors)
    .filter(([path]) => !fields.some((name) => within(path, name)))
    .map(([, message]) => message)
}

type Values = Record<string, unknown>
const isIndex = (key: string) => /^\d+$/.test(key)

/** The value at a dotted path (`company.cvr`, `attributes.12`), undefined when absent. */
export function getAt(values: unknown, path: string): unknown {
  let current = values
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Values)[key]
  }
  return current
}

/** A copy of `values` with `value` at the dotted path; objects and arrays on the way are copied. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.')
  const current = (values ?? (isIndex(key) ? [] : {})) as Values
  const next = rest.length === 0 ? value : setAt(current[key], rest.join('.'), value)
  if (Array.isArray(current)) {
    const copy = [...current]
    copy[Number(key)] = next
    return copy as T
  }
  return { ...current, [key]: next } as T
}
