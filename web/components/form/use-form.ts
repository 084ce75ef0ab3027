import i18next from 'i18next'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type * as v from 'valibot'
import { ApiFailure } from '../../lib/api'
import {
  errorFor,
  type FieldErrors,
  fieldErrors,
  firstInvalid,
  getAt,
  setAt,
  validate,
  withoutErrorsOf,
} from './form.logic'

/** A message that may be a locale key from the shared schemas (`auth:::errors::emailRequired`). */
export const translate = (message: string) =>
  message.includes(':::') ? i18next.t(message, { defaultValue: message }) : message

/**
 * Where the shared schemas' messages live (`domain/schemas`: `auth:::errors::…`, `common:::errors::…`).
 * A form loads them itself: a page that never names `auth` (the profile) must not show the bare key.
 */
const schemaNamespaces = ['common', 'auth']

/** What a failed submit shows: errors on fields, and the summary's text. */
export interface Failure {
  fields: FieldErrors
  message: string
}

/** The server's answer to a failed submit: its 422 `issues` by full path, its message for the summary. */
export function serverFailure(error: unknown): Failure {
  if (!(error instanceof ApiFailure)) return { fields: {}, message: i18next.t('common:::errors::internal') }
  const fields = fieldErrors(error.issues, translate)
  const message =
    error.message ||
    i18next.t(`common:::errors::${error.code}`, { defaultValue: i18next.t('common:::errors::internal') })
  return { fields, message }
}

/**
 * Resolves no earlier than `ms` after it started: wrap the API call in `submit` to keep a loader the spec
 * requires visible that long (the without-CVR sign-up's 1000 ms) before the page moves on.
 */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((r) => setTimeout(r, ms))])
  if (result.status === 'rejected') throw result.reason
  return result.value
}

export interface FormOptions<V, S extends v.GenericSchema> {
  initial: V | (() => V)
  /** The API's schema (read at each submit, so a multi-step form may pass the current step's). */
  schema: S
  /** The schema's input built from the values (default: the values themselves). */
  input?: (values: V) => unknown
  /** Sends the parsed output; throw (an `ApiFailure`) to show the server's errors. */
  submit: (data: v.InferOutput<S>, values: V) => Promise<unknown> | undefined
  /** The summary's text when the schema refuses the values (default: "Tjek de markerede felter."). */
  invalidMessage?: (errors: FieldErrors, values: V) => string
  /** Rewrites a failure before it shows (e.g. a look-up's message onto its one field). */
  onFailure?: (failure: Failure, values: V) => Failure
  /** After success the page is about to change: keep showing progress (no flash of the form). */
  stayPending?: boolean
}

export interface FormApi<V = Record<string, unknown>> {
  values: V
  errors: FieldErrors
  /** The summary's text after a failed submit. */
  message: string | null
  /** Counts failed submits, so the summary is announced again when the text is the same. */
  attempt: number
  pending: boolean
  ref: RefObject<HTMLFormElement | null>
  get: (name: string) => unknown
  /** Sets a value by dotted path and clears that field's error (the person is fixing it). */
  set: (name: string, value: unknown) => void
  errorFor: (name: string) => string | undefined
  submit: () => Promise<void>
  /** Shows a failure (errors on fields, the summary) and moves focus to the first invalid field. */
  fail: (failure: Failure) => void
  /** Clears the summary and every error. */
  reset: () => void
}

/**
 * The form kit's state: values by path, one error per field (client schema or server 422), pending with a
 * double-submit guard, and on a failed submit focus on the first invalid field. Render it with `<Form>`.
 */
export function useForm<V, S extends v.GenericSchema>(options: FormOptions<V, S>): FormApi<V> {
  useTranslation(schemaNamespaces)
  const [values, setValues] = useState<V>(options.initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const ref = useRef<HTMLFormElement>(null)
  // Guards against a second submit before React has re-rendered the disabled button.
  const busy = useRef(false)
  const latest = useRef({ options, values })
  latest.current = { options, values }
  const failed = useRef<FieldErrors>({})

  // After a failure has rendered (a step may have changed): focus the first invalid field in page order.
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(ref.current, failed.current)
  }, [attempt])

  const fail = (failure: Failure) => {
    failed.current = failure.fields
    setErrors(failure.fields)
    setMessage(failure.message)
    setAttempt((n) => n + 1)
  }

  const submit = async () => {
    if (busy.current) return
    const { options: o, values: current } = latest.current
    const checked = validate(o.schema, o.input ? o.input(current) : current, translate)
    if (!checked.ok) {
      const text = o.invalidMessage?.(checked.errors, current) ?? i18next.t('common:::form::fixFields')
      const failure = { fields: checked.errors, message: text }
      fail(o.onFailure ? o.onFailure(failure, current) : failure)
      return
    }
    setErrors({})
    setMessage(null)
    const focused = focusAtSubmit(ref.current)
    busy.current = true
    setPending(true)
    try {
      await o.submit(checked.data, current)
      if (o.stayPending) return
      focused?.restore()
    } catch (error) {
      const failure = serverFailure(error)
      fail(o.onFailure ? o.onFailure(failure, current) : failure)
    }
    busy.current = false
    setPending(false)
  }

  return {
    values,
    errors,
    message,
    attempt,
    pending,
    ref,
    get: (name) => getAt(values, name),
    set: (name, value) => {
      setValues((current) => setAt(current, name, value))
      setErrors((current) => withoutErrorsOf(current, name))
    },
    errorFor: (name) => errorFor(errors, name),
    submit,
    fail,
    reset: () => {
      setErrors({})
      setMessage(null)
    },
  }
}

/**
 * Every field wrapper carries `data-field="<path>"`: focus goes to the first one with an error. With no
 * field to blame (a wrong password, a network error), focus goes to the summary, never lost to <body>
 * (the disabled submit button dropped it).
 */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return
  const wrappers = [...form.querySelectorAll<HTMLElement>('[data-field]')]
  const name = firstInvalid(
    wrappers.map((el) => el.dataset.field ?? ''),
    errors,
  )
  const wrapper = wrappers.find((el) => el.dataset.field === name)
  const control = wrapper?.querySelector<HTMLElement>(
    'input:not([type=hidden]):not([disabled]):not([tabindex="-1"]),textarea,select,button:not([disabled]),[tabindex="0"]',
  )
  if (control) control.focus()
  else if (!form.contains(document.activeElement))
    form.querySelector<HTMLElement>('[data-form-summary]')?.focus()
}

/** How long a form that stayed on the page may take to give its control back after a successful submit. */
const restoreFocusMs = 2000

const focusable = 'input:not([type=hidden]),textarea,select,button,[tabindex]'

/**
 * What had focus in the form when it was submitted, to give it back after a success that left the person
 * on the page (a sent message, saved details). The submit button is disabled while the form submits,
 * which drops its focus to <body>; a form that starts afresh with the saved values (keyed by them) is a
 * new form, whose control in the same place (found by the form's name and the control's position) takes it.
 */
function focusAtSubmit(form: HTMLFormElement | null) {
  const target = document.activeElement
  if (!form || !(target instanceof HTMLElement) || !form.contains(target)) return null
  const name = form.getAttribute('aria-labelledby') ?? form.getAttribute('aria-label')
  const position = [...form.querySelectorAll(focusable)].indexOf(target)
  const replacement = () => {
    if (target.isConnected) return target
    if (!name) return null
    const attr = form.hasAttribute('aria-labelledby') ? 'aria-labelledby' : 'aria-label'
    const again = [...document.querySelectorAll('form')].find((f) => f.getAttribute(attr) === name)
    const control = again?.querySelectorAll(focusable)[position]
    return control instanceof HTMLElement ? control : null
  }
  return {
    restore() {
      const started = performance.now()
      // Watched for the whole window, not only until the first success: the old form's button can come
      // back enabled (and take focus) a frame before the form keyed by the saved values replaces it,
      // which drops focus to <body> again.
      const attempt = () => {
        const active = document.activeElement
        const control = replacement()
        const ours = control !== null && active === control
        // Focus went somewhere on purpose (a dialog's opener, a new page's heading): leave it there.
        if (active && active !== document.body && !ours) return
        if (!ours && control && !control.matches(':disabled')) control.focus()
        if (performance.now() - started < restoreFocusMs) requestAnimationFrame(attempt)
      }
      requestAnimationFrame(attempt)
    },
  }
}
