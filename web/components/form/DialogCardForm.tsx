import type { ComponentProps, ReactNode } from 'react'
import { DialogCard } from '../ui/DialogCard'
import { DialogActions, Form, FormSummary } from './Form'
import type { FormApi } from './use-form'

/**
 * A titled dialog card (`DialogCard`, with its ×) that is one form: what it is about, the summary, the
 * fields, and the cancel beside the submit button. The × and the cancel both close it (`onClose`; the ×
 * says `closeLabel` where that is not the cancel's word); neither does while the form submits.
 */
export function DialogCardForm<V>({
  form,
  title,
  intro,
  children,
  cancel,
  closeLabel = cancel,
  onClose,
  label,
  pendingLabel,
  fullScreenOnPhone,
  width,
}: {
  form: FormApi<V>
  title: string
  /** What the dialog is about, above the summary. */
  intro?: ReactNode
  /** The fields. */
  children: ReactNode
  cancel: string
  /** The ×'s accessible name; the cancel's by default. */
  closeLabel?: string
  onClose: () => void
  label: string
  pendingLabel: string
  fullScreenOnPhone?: boolean
  /** The card's width on a wide screen (`DialogCard`'s). */
  width?: ComponentProps<typeof DialogCard>['width']
}) {
  return (
    <DialogCard
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      isDismissable={!form.pending}
      fullScreenOnPhone={fullScreenOnPhone}
      width={width}
    >
      <Form form={form} className="flex flex-col gap-4">
        {intro}
        <FormSummary />
        {children}
        <DialogActions cancel={cancel} onCancel={onClose} label={label} pendingLabel={pendingLabel} />
      </Form>
    </DialogCard>
  )
}
