import type { ReactNode } from 'react'
import { Heading } from 'react-aria-components'
import { DialogActions, Form, FormSummary } from './Form'
import { PasswordField } from './PasswordField'
import type { FormApi } from './use-form'

/**
 * The inside of a dialog that asks for the password before an action (confirm a profile, delete the
 * account): its title, what will happen (`children`), the summary, the password (field `password`, which
 * has focus) and the way out beside the submit button.
 */
export function PasswordDialogForm<V>({
  form,
  title,
  children,
  passwordLabel,
  cancel,
  onCancel,
  label,
  pendingLabel,
  submitClassName,
  ...rest
}: {
  form: FormApi<V>
  title: string
  children: ReactNode
  passwordLabel: string
  cancel: string
  onCancel: () => void
  label: string
  pendingLabel: string
  submitClassName?: string
  'data-variant'?: string
}) {
  return (
    <Form form={form} className="flex flex-col gap-4" {...rest}>
      <Heading slot="title" className="m-0 text-xl font-bold">
        {title}
      </Heading>
      {children}
      <FormSummary />
      <PasswordField name="password" label={passwordLabel} autoComplete="current-password" autoFocus />
      <DialogActions
        cancel={cancel}
        onCancel={onCancel}
        label={label}
        pendingLabel={pendingLabel}
        submitClassName={submitClassName}
      />
    </Form>
  )
}
