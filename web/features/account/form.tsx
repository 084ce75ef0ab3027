import i18next from 'i18next'
import { type ReactNode, useState } from 'react'
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components'
import * as v from 'valibot'
import { ApiFailure } from '../../lib/api'

/** Field errors of a form, by field name (React Aria `Form validationErrors`). */
export type FieldErrors = Record<string, string>

/** Translates a message that may be a locale key (`ns:::path`) from the shared schemas. */
export const tr = (message: string) =>
  message.includes(':::') ? i18next.t(message, { defaultValue: message }) : message

/** Validates with the SAME valibot schema the API uses: parsed output or the first error per field. */
export function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.output }
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const key = (v.getDotPath(issue) ?? '').split('.')[0] ?? ''
    if (!(key in errors)) errors[key] = tr(issue.message)
  }
  return { ok: false, errors }
}

/** The server's 422 issues as field errors; its message for the form's error area. */
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

/**
 * The form's field errors, and an `edit` wrapper for a field's setter that drops that field's error while
 * the person types. (Left to React Aria, the error would vanish on blur instead: the layout shifts under
 * the pointer between mousedown and mouseup on the submit button, and the click is lost.)
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const edit =
    (name: string, set: (value: string) => void) =>
    (value: string): void => {
      set(value)
      setErrors((current) => {
        if (!(name in current)) return current
        const { [name]: _dropped, ...rest } = current
        return rest
      })
    }
  return { errors, setErrors, edit }
}

const inputClass =
  'field h-11 text-base data-[invalid]:(border-red-600 bg-red-50) data-[disabled]:bg-gray-100'

export interface TextRowProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  isRequired?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
}

/** One labelled input; its error comes from the surrounding `Form validationErrors` (client or server). */
export function TextRow({ name, label, value, onChange, hint, type = 'text', ...rest }: TextRowProps) {
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      autoComplete={rest.autoComplete}
      inputMode={rest.inputMode}
      isRequired={rest.isRequired}
      isDisabled={rest.isDisabled}
      autoFocus={rest.autoFocus}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-semibold text-ink-900">{label}</Label>
      <Input className={inputClass} />
      {hint ? (
        <Text slot="description" className="text-xs text-ink-500">
          {hint}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700" />
    </TextField>
  )
}

/** The form's error area: the server's text of a failed submit. */
export function ErrorArea({ message }: { message: string | null }) {
  return (
    <div
      role="alert"
      className={
        message ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'
      }
    >
      {message}
    </div>
  )
}

/** A submit button that shows progress while `pending`. */
export function SubmitButton(props: {
  pending: boolean
  label: ReactNode
  pendingLabel: ReactNode
  className?: string
  isDisabled?: boolean
}) {
  return (
    <Button
      type="submit"
      // Not `isPending`: after a pending phase that RAC button swallowed the next click (seen in Chromium).
      isDisabled={props.pending || props.isDisabled}
      className={props.className ?? 'btn-primary h-11 self-start'}
    >
      {props.pending ? <span role="status">{props.pendingLabel}</span> : props.label}
    </Button>
  )
}

/** A titled card section of an account page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="m-0 mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
