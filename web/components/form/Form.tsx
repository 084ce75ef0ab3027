import { type ReactNode, useRef } from 'react'
import { Form as AriaForm, type FormProps as AriaFormProps, Button } from 'react-aria-components'
import { FormContext, useFormContext } from './field-context'
import { unplacedErrors } from './form.logic'
import type { FormApi } from './use-form'

export interface FormProps<V>
  extends Omit<AriaFormProps, 'onSubmit' | 'validationErrors' | 'validationBehavior'> {
  form: FormApi<V>
}

/**
 * A React Aria `Form` bound to `useForm`: its fields read their value and error by name, submitting runs
 * the schema and then `submit`. Errors are shown as `aria` (the browser's own bubbles never appear).
 */
export function Form<V>({ form, children, ...props }: FormProps<V>) {
  return (
    <FormContext.Provider value={form as FormApi<unknown>}>
      <AriaForm
        {...props}
        ref={form.ref}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit()
        }}
      >
        {children}
      </AriaForm>
    </FormContext.Provider>
  )
}

/**
 * The error summary of a failed submit, announced (role=alert): the server's text or "check the marked
 * fields", and any error no field on screen shows. Each failure inserts a new node, so a repeated text
 * is announced again. The summary of a failure that marked fields goes once none is marked any more (the
 * person fixed them all); a failure that marked none (a wrong password, a network error) stays.
 */
export function FormSummary() {
  const form = useFormContext()
  const fields = [...(form?.ref.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].map(
    (el) => el.dataset.field ?? '',
  )
  const extra = form ? unplacedErrors(fields, form.errors) : []
  const marked = form ? Object.keys(form.errors).length > 0 : false
  // Read once per failure (its render): whether it marked fields.
  const failure = useRef({ attempt: -1, marked: false })
  if (form && failure.current.attempt !== form.attempt) failure.current = { attempt: form.attempt, marked }
  const message = failure.current.marked && !marked ? null : (form?.message ?? null)
  return (
    <div
      role="alert"
      data-form-summary
      tabIndex={-1}
      className={
        message
          ? 'rounded-lg border border-solid border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 outline-none focus-visible:(outline-2 outline-brand-500)'
          : 'sr-only'
      }
    >
      {message ? (
        <div key={form?.attempt}>
          <p className="m-0">{message}</p>
          {extra.length > 0 ? (
            <ul className="m-0 mt-1 pl-5">
              {extra.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** A message area outside a kit form (a page that only shows the server's answer). */
export function ErrorArea({ message }: { message: string | null }) {
  return (
    <div
      role="alert"
      className={
        message
          ? 'rounded-lg border border-solid border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800'
          : 'sr-only'
      }
    >
      {message}
    </div>
  )
}

/**
 * A form's heading and the line under it (where it has one); the form names itself by the heading's `id`
 * (`aria-labelledby`). Level 1 when the form is the page (a link's confirmation), else a section of one.
 */
export function FormHeading({
  id,
  title,
  lead,
  level = 2,
}: {
  id?: string
  title: string
  lead?: ReactNode
  level?: 1 | 2
}) {
  return (
    <div>
      {level === 1 ? (
        <h1 id={id} className="title-tool">
          {title}
        </h1>
      ) : (
        <h2 id={id} className="m-0 text-lg font-bold">
          {title}
        </h2>
      )}
      {lead ? <p className="m-0 mt-1 text-ink-700">{lead}</p> : null}
    </div>
  )
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} animate-spin`} fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** What a button says while its action runs: a spinner and `pendingLabel`; else its own `children`. */
export function PendingLabel({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  pendingLabel: ReactNode
  children: ReactNode
}) {
  return pending ? (
    <>
      <Spinner />
      <span>{pendingLabel}</span>
    </>
  ) : (
    children
  )
}

/** The submit button: disabled with a spinner and `pendingLabel` while the form submits. */
export function SubmitButton({
  label,
  pendingLabel,
  isDisabled,
  className = 'btn-primary text-base h-11 w-full',
}: {
  label: ReactNode
  pendingLabel: ReactNode
  isDisabled?: boolean
  className?: string
}) {
  const pending = useFormContext()?.pending ?? false
  return (
    // Not RAC's `isPending`: after a pending phase that button swallowed the next click (seen in Chromium).
    <Button type="submit" isDisabled={pending || isDisabled} className={className}>
      <PendingLabel pending={pending} pendingLabel={pendingLabel}>
        {label}
      </PendingLabel>
    </Button>
  )
}

/**
 * The buttons at the foot of a dialog form, or of a form's last step: a way out (`cancel`, disabled while
 * the form submits) and the submit button; side by side on wide screens, submit on top on a phone. The way
 * out stands beside the submit at the right; where it goes `back` to the step before, at the left.
 */
export function DialogActions({
  cancel,
  onCancel,
  label,
  pendingLabel,
  back = false,
  submitClassName = 'btn-primary text-base h-11',
}: {
  cancel: ReactNode
  onCancel: () => void
  label: ReactNode
  pendingLabel: ReactNode
  back?: boolean
  submitClassName?: string
}) {
  const pending = useFormContext()?.pending ?? false
  return (
    <div
      className={`flex flex-col-reverse gap-2 sm:flex-row ${back ? 'sm:justify-between' : 'sm:justify-end'}`}
    >
      <Button onPress={onCancel} isDisabled={pending} className="btn-secondary text-base h-11">
        {cancel}
      </Button>
      <SubmitButton label={label} pendingLabel={pendingLabel} className={submitClassName} />
    </div>
  )
}
