import type { ReactNode } from 'react'
import { useState } from 'react'
import {
  Button,
  FieldError,
  Form,
  type FormProps,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'

const labelClass = 'block text-sm font-semibold text-ink-900 mb-1'
const hintClass = 'block text-xs text-ink-500 mt-1'
const errorClass = 'block text-sm text-red-700 mt-1'
const inputClass =
  'field h-11 text-base data-[invalid]:border-red-600 data-[disabled]:(bg-gray-100 text-ink-500)'

export interface TextRowProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  maxLength?: number
  isDisabled?: boolean
  autoFocus?: boolean
  className?: string
}

/** One labelled input; its error comes from the surrounding RAC `Form validationErrors` (client or server). */
export function TextRow({
  name,
  label,
  value,
  onChange,
  hint,
  type = 'text',
  className,
  ...rest
}: TextRowProps) {
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      autoComplete={rest.autoComplete}
      inputMode={rest.inputMode}
      maxLength={rest.maxLength}
      isDisabled={rest.isDisabled}
      autoFocus={rest.autoFocus}
      className={className ?? 'flex flex-col'}
    >
      <Label className={labelClass}>{label}</Label>
      <Input className={inputClass} />
      {hint ? (
        <Text slot="description" className={hintClass}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={errorClass} />
    </TextField>
  )
}

/** A password input with a show/hide toggle and the policy hint. */
export function PasswordRow(
  props: Omit<TextRowProps, 'type'> & { autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useTranslation('login')
  const [visible, setVisible] = useState(false)
  const { name, label, value, onChange, hint, ...rest } = props
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={visible ? 'text' : 'password'}
      autoComplete={rest.autoComplete}
      isDisabled={rest.isDisabled}
      autoFocus={rest.autoFocus}
      className="flex flex-col"
    >
      <Label className={labelClass}>{label}</Label>
      <div className="relative">
        <Input className={`${inputClass} pr-12`} />
        <Button
          onPress={() => setVisible((x) => !x)}
          aria-label={visible ? t('password::hide') : t('password::show')}
          aria-pressed={visible}
          className="absolute right-1 top-1 h-9 w-9 inline-flex items-center justify-center rounded-md border-0 bg-transparent text-ink-500 cursor-pointer hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-brand-500)"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
          </svg>
        </Button>
      </div>
      {hint ? (
        <Text slot="description" className={hintClass}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={errorClass} />
    </TextField>
  )
}

export function TextAreaRow(props: Omit<TextRowProps, 'type' | 'inputMode'> & { rows?: number }) {
  const { name, label, value, onChange, hint, rows = 4 } = props
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      maxLength={props.maxLength}
      className="flex flex-col"
    >
      <Label className={labelClass}>{label}</Label>
      <TextArea rows={rows} className="field text-base data-[invalid]:border-red-600" />
      {hint ? (
        <Text slot="description" className={hintClass}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={errorClass} />
    </TextField>
  )
}

/** The form's error area (spec: server text of a failed log-in, missing fields of the sign-up forms). */
export function ErrorArea({ message, id }: { message: string | null; id?: string }) {
  return (
    <div
      role="alert"
      id={id}
      className={
        message
          ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 border-solid'
          : 'sr-only'
      }
    >
      {message}
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

/** A submit button that shows progress (spinner + text) while `pending`. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  isDisabled,
  className = 'btn-primary text-base h-11 w-full',
}: {
  pending: boolean
  label: ReactNode
  pendingLabel: ReactNode
  isDisabled?: boolean
  className?: string
}) {
  return (
    <Button type="submit" isDisabled={pending || isDisabled} isPending={pending} className={className}>
      {pending ? (
        <>
          <Spinner />
          <span>{pendingLabel}</span>
        </>
      ) : (
        label
      )}
    </Button>
  )
}

/**
 * A RAC `Form` whose field errors (client or server) disappear as soon as that field is edited, not
 * only on blur: a message vanishing at blur would move the button under a pending click.
 */
export function AuthForm({
  errors,
  onErrorsChange,
  ...props
}: Omit<FormProps, 'validationErrors' | 'validationBehavior'> & {
  errors: Record<string, string>
  onErrorsChange: (update: (errors: Record<string, string>) => Record<string, string>) => void
}) {
  return (
    <div
      className="contents"
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name
        if (!name) return
        onErrorsChange((current) => {
          if (!(name in current)) return current
          const { [name]: _removed, ...rest } = current
          return rest
        })
      }}
    >
      <Form {...props} validationBehavior="aria" validationErrors={errors} />
    </div>
  )
}
