import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { DialogActions, Form, FormSummary } from '../../../components/form/Form'
import { useForm } from '../../../components/form/use-form'
import { DialogCard } from '../../../components/ui/DialogCard'

const NoFields = v.object({})

/**
 * review-cancel: a confirmation before something published is withdrawn (a customer's review, a company's
 * reply), with the same ways out for both ('Nej, behold den' and the × 'Luk'). The server's refusal shows
 * in the dialog; while the call runs it cannot be dismissed.
 */
export function ConfirmWithdraw({
  title,
  children,
  confirmLabel,
  keepLabel,
  onConfirm,
  onClose,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  /** The way out, in the gender of what is kept ('Nej, behold det'); 'Nej, behold den' when not given. */
  keepLabel?: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation('reviews')
  const form = useForm({ initial: {}, schema: NoFields, submit: () => onConfirm() })
  return (
    <DialogCard title={title} closeLabel={t('cancel::close')} onClose={onClose} isDismissable={!form.pending}>
      <Form form={form} className="flex flex-col gap-4" aria-label={title}>
        <FormSummary />
        <div className="m-0 text-ink-900">{children}</div>
        <DialogActions
          cancel={keepLabel ?? t('cancel::keep')}
          onCancel={onClose}
          label={confirmLabel}
          pendingLabel={confirmLabel}
          submitClassName="btn h-11 bg-red-700 text-white hover:bg-red-800"
        />
      </Form>
    </DialogCard>
  )
}
