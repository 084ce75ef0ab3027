import { type ReactNode, useId } from 'react'
import * as v from 'valibot'
import { ErrorArea, Form, FormHeading, FormSummary, SubmitButton } from './Form'
import { useForm } from './use-form'

const TokenForm = v.object({ token: v.pipe(v.string(), v.nonEmpty()) })

export interface LinkConfirmFormProps {
  title: string
  lead: string
  /** The link's token; without one the page says `missing` and offers `next`. */
  token: string | undefined
  missing: string
  label: string
  pendingLabel: string
  /** Sends the token; resolve after moving on (the button keeps its progress until the page changes). */
  confirm: (token: string) => Promise<unknown>
  /** Where to go after a refused or incomplete link (a link to start again). */
  next: ReactNode
}

/**
 * The page a mailed link lands on (a new e-mail, a Facebook sign-up). Nothing happens on opening: mail
 * scanners open links too, so the owner presses the one button. A kit form without fields: pending and
 * double-submit guard, the server's answer in the summary, and then a way on instead of the button.
 */
export function LinkConfirmForm({
  title,
  lead,
  token,
  missing,
  label,
  pendingLabel,
  confirm,
  next,
}: LinkConfirmFormProps) {
  const headingId = useId()
  const form = useForm({
    initial: { token: token ?? '' },
    schema: TokenForm,
    submit: (data) => confirm(data.token),
    stayPending: true,
  })
  const card =
    'flex flex-col gap-4 rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm sm:p-6'
  const heading = <FormHeading level={1} id={headingId} title={title} lead={lead} />

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      {token ? (
        <Form form={form} aria-labelledby={headingId} className={card}>
          {heading}
          <FormSummary />
          {form.message ? next : <SubmitButton label={label} pendingLabel={pendingLabel} />}
        </Form>
      ) : (
        <div className={card}>
          {heading}
          <ErrorArea message={missing} />
          {next}
        </div>
      )}
    </section>
  )
}
