import type { ReactNode } from 'react'
import { FieldError, Label, Text } from 'react-aria-components'
import { useFormContext } from './field-context'

/**
 * The parts every kit field shares: one label style, one description style, one error style, so all
 * forms look alike. React Aria wires them (`aria-labelledby`, `aria-describedby`, `aria-invalid`).
 */
export const inputClass =
  'field h-11 text-base data-[invalid]:(border-red-600 bg-red-50) data-[disabled]:(bg-gray-100 text-ink-500)'
export const fieldClass = 'flex flex-col gap-1'
/** A field the whole row wide in a form's two-column grid (a name, an address, an e-mail). */
export const wideFieldClass = `${fieldClass} sm:col-span-2`

export function FieldLabel({
  children,
  isRequired,
  htmlFor,
}: {
  children: ReactNode
  isRequired?: boolean
  /** For a control React Aria does not wire (the browser's own select). */
  htmlFor?: string
}) {
  return (
    <Label className="text-sm font-semibold text-ink-900" {...(htmlFor ? { htmlFor } : {})}>
      {children}
      <RequiredMark isRequired={isRequired} />
    </Label>
  )
}

/** The red `*` after a required field's label; hidden from screen readers, which hear "required". */
export function RequiredMark({ isRequired }: { isRequired?: boolean }) {
  return isRequired ? (
    <span aria-hidden="true" className="text-red-600">
      {' *'}
    </span>
  ) : null
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    // A block of its own: in a field whose caller set another class than the kit's flex column (a field
    // in a row), an inline span took the parent's line height, and a wrapped hint was double-spaced.
    <Text slot="description" className="block text-xs text-ink-500">
      {children}
    </Text>
  ) : null
}

/**
 * The field's one error (React Aria shows it only while the field is invalid). When the form's summary
 * already says the same words (a spec alert about this one field), it is said once: the field stays
 * marked and keeps the text for screen readers (`aria-describedby`), but shows it only in the summary.
 */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className={useErrorClass(children)}>{children}</FieldError>
}

function useErrorClass(error: ReactNode) {
  const summary = useFormContext()?.message
  return typeof error === 'string' && error === summary ? 'sr-only' : 'block text-sm font-medium text-red-700'
}

/** The ids a control outside React Aria points to with `aria-describedby` (see `PlainFieldFooter`). */
export const describedByIds = (id: string, description: ReactNode, error: string | undefined) =>
  [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** `FieldFooter` for a control React Aria does not wire: the same parts, with ids of their own. */
export function PlainFieldFooter({
  id,
  description,
  error,
}: {
  id: string
  description?: ReactNode
  error?: string
}) {
  const errorClass = useErrorClass(error)
  return (
    <>
      {description ? (
        <span id={`${id}-description`} className="block text-xs text-ink-500">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={errorClass}>
          {error}
        </span>
      ) : null}
    </>
  )
}

/** What stands under a one-line field: its description, then its one error. */
export function FieldFooter({ description, error }: { description?: ReactNode; error?: string }) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{error}</FieldErrorText>
    </>
  )
}

/**
 * What a kit choice group (radios, checkboxes) draws around its choices: the label, the description and the
 * one error above them, in the order of every field's footer. Above, not below: a long list (16 trades)
 * would push the error out of sight of the first choice, which a failed submit focuses.
 */
export function GroupParts({
  field,
  error,
  children,
}: {
  field: FieldProps
  error: string | undefined
  children: ReactNode
}) {
  return (
    <>
      <FieldLabel isRequired={field.isRequired}>{field.label}</FieldLabel>
      <FieldFooter description={field.description} error={error} />
      {children}
    </>
  )
}

/** Props every kit field takes. */
export interface FieldProps {
  /** Dotted path in the form's values and in the schema's issues (`email`, `attributes.12`). */
  name: string
  label: string
  description?: ReactNode
  isRequired?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
  className?: string
}

/**
 * The props every kit field passes to its React Aria field the same way: its name, the `data-field` marker
 * a failed submit focuses by, the shared flags, and invalid while it has an error.
 */
export function ariaFieldProps(
  name: string,
  flags: Pick<FieldProps, 'isRequired' | 'isDisabled' | 'autoFocus'>,
  error: string | undefined,
  className: string | undefined,
) {
  return {
    name,
    'data-field': name,
    isRequired: flags.isRequired,
    isDisabled: flags.isDisabled,
    autoFocus: flags.autoFocus,
    isInvalid: error !== undefined,
    className: className ?? fieldClass,
  }
}

/** `ariaFieldProps` for a kit choice group's React Aria group (a group takes no `autoFocus`; a choice does). */
export function groupFieldProps(
  { name, isRequired, isDisabled, className }: FieldProps,
  error: string | undefined,
) {
  return {
    name,
    'data-field': name,
    isRequired,
    isDisabled,
    isInvalid: error !== undefined,
    className: className ?? 'flex flex-col gap-2',
  }
}
