import type { ReactNode } from 'react'
import { Heading } from 'react-aria-components'
import { DialogActions, Form, FormSummary } from './Form'
import type { FormApi } from './use-form'

export interface DialogFormProps<V> {
  form: FormApi<V>
  title: string
  /** What the dialog is about, above the summary. */
  intro: ReactNode
  /** The fields. */
  children: ReactNode
  cancel: string
  onCancel: () => void
  label: string
  pendingLabel: string
  submitClassName?: string
  'data-variant'?: string
}

/**
 * The inside of a dialog that is one form (a complaint, the password before an action): its title, what
 * it is about, the summary, the fields, and the way out beside the submit button.
 */
export function DialogForm<V>({
  form,
  title,
  intro,
  children,
  cancel,
  onCancel,
  label,
  pendingLabel,
  submitClassName,
  ...rest
}: DialogFormProps<V>) {
  return (
    <Form form={form} className="flex flex-col gap-4" {...rest}>
      <Heading slot="title" className="m-0 text-xl font-bold">
        {title}
      </Heading>
      {intro}
      <FormSummary />
      {children}
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
