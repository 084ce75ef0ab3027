import type { ReactNode } from 'react'
import { DialogForm, type DialogFormProps } from './DialogForm'
import { CurrentPasswordField } from './PasswordField'

/**
 * The inside of a dialog that asks for the password before an action (confirm a profile, delete the
 * account): a `DialogForm` whose one field is the password (field `password`, which has focus), and
 * `children` say what will happen.
 */
export function PasswordDialogForm<V>({
  children,
  passwordLabel,
  ...props
}: Omit<DialogFormProps<V>, 'intro'> & { passwordLabel: string; children: ReactNode }) {
  return (
    <DialogForm {...props} intro={children}>
      <CurrentPasswordField name="password" label={passwordLabel} autoFocus />
    </DialogForm>
  )
}
