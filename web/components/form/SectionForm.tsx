import type { ReactNode } from 'react'
import { Section } from '../ui/Section'
import { Form, FormSummary, SubmitButton } from './Form'
import type { FormApi } from './use-form'

/**
 * A settings page's part that is one form (contact details, password, the company's details, its
 * opening hours): the titled card, the form named by that title, the summary, the fields and the save
 * button under them. `narrow` keeps the fields to a readable width on a wide card (the account pages).
 */
export function SectionForm<V>({
  id,
  title,
  form,
  label,
  pendingLabel,
  narrow = false,
  children,
}: {
  id: string
  title: string
  form: FormApi<V>
  label: string
  pendingLabel: string
  narrow?: boolean
  children: ReactNode
}) {
  return (
    <Section id={id} title={title}>
      <Form
        form={form}
        aria-labelledby={id}
        className={narrow ? 'flex max-w-xl flex-col gap-4' : 'flex flex-col gap-4'}
      >
        <FormSummary />
        {children}
        <SubmitButton label={label} pendingLabel={pendingLabel} className="btn-primary h-11 self-start" />
      </Form>
    </Section>
  )
}
