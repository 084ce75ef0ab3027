import type { ReactNode } from 'react'
import { Form, FormHeading, FormSummary, SubmitButton } from './Form'
import type { FormApi } from './use-form'

/**
 * A form that stands on its own under its heading (sign-up as a person, the forgotten password, a reset):
 * the heading and the line under it name the form, then the summary, the fields and the submit button,
 * the whole row wide on a phone. `isDisabled` holds the button while another form of the page submits;
 * `level` 1 when the form is the page (`FormHeading`).
 */
export function TitledForm<V>({
  form,
  id,
  title,
  lead,
  level,
  label,
  pendingLabel,
  isDisabled,
  children,
}: {
  form: FormApi<V>
  id: string
  title: string
  lead: ReactNode
  level?: 1 | 2
  label: string
  pendingLabel: string
  isDisabled?: boolean
  children: ReactNode
}) {
  return (
    <Form form={form} aria-labelledby={id} className="flex flex-col gap-4">
      <FormHeading level={level} id={id} title={title} lead={lead} />
      <FormSummary />
      {children}
      <SubmitButton
        isDisabled={isDisabled}
        label={label}
        pendingLabel={pendingLabel}
        className="btn-primary text-base h-11 w-full sm:w-auto sm:self-start"
      />
    </Form>
  )
}
