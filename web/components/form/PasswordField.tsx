import { useState } from 'react'
import { TextField as AriaTextField, Button, Input } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { LineIcon } from '../ui/Icon'
import { useField } from './field-context'
import { ariaFieldProps, FieldFooter, FieldLabel, type FieldProps, inputClass } from './field-parts'

/** A password with a show/hide toggle. */
export function PasswordField({
  name,
  label,
  description,
  className,
  autoComplete,
  ...rest
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('login')
  const [visible, setVisible] = useState(false)
  const field = useField(name, '')
  return (
    <AriaTextField
      {...ariaFieldProps(name, rest, field.error, className)}
      value={String(field.value ?? '')}
      onChange={field.setValue}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className="relative">
        <Input className={`${inputClass} w-full pr-12`} />
        <Button
          onPress={() => setVisible((x) => !x)}
          aria-label={visible ? t('password::hide') : t('password::show')}
          aria-pressed={visible}
          isDisabled={rest.isDisabled}
          className="absolute right-1 top-1 h-9 w-9 inline-flex items-center justify-center rounded-md border-0 bg-transparent text-ink-500 cursor-pointer hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-brand-500)"
        >
          <LineIcon className="h-5 w-5">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
          </LineIcon>
        </Button>
      </div>
      <FieldFooter description={description} error={field.error} />
    </AriaTextField>
  )
}

/** The password the account has now (log-in, and confirming a change or a deletion with it). */
export function CurrentPasswordField(props: FieldProps) {
  return <PasswordField autoComplete="current-password" {...props} />
}

/**
 * An account's new password (sign-up, reset, change): the rules the server checks stand under it, and the
 * browser offers to generate and store one. The field is `password` unless the form names it otherwise.
 */
export function NewPasswordField({
  name = 'password',
  ...rest
}: Omit<FieldProps, 'name' | 'description'> & { name?: string }) {
  const { t } = useTranslation('login')
  return <PasswordField name={name} description={t('password::hint')} autoComplete="new-password" {...rest} />
}
