import { useTranslation } from 'react-i18next'
import type * as v from 'valibot'
import { SupportMessageRequest } from '../../../../domain/schemas/support'
import { DialogActions, Form, FormSummary } from '../../../components/form/Form'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { DialogCard } from '../../../components/ui/DialogCard'

export type QueueStatus = 'open' | 'answered' | 'closed'
export const queueStatuses: QueueStatus[] = ['open', 'answered', 'closed']

/** The queue's status filter: one button per status with its count (the server's, over every row). */
export function StatusFilter({
  label,
  value,
  counts,
  onChange,
}: {
  label: string
  value: QueueStatus
  counts: Record<QueueStatus, number> | undefined
  onChange: (status: QueueStatus) => void
}) {
  const { t } = useTranslation('support')
  return (
    <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{label}</legend>
      {queueStatuses.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={value === s}
          onClick={() => onChange(s)}
          className={`h-9 cursor-pointer rounded-full border border-solid px-3 text-sm font-semibold ${
            value === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink-900'
          }`}
        >
          {t(`admin::count_${s}`, { count: counts?.[s] ?? 0 })}
        </button>
      ))}
    </fieldset>
  )
}

/** The administrator's reply: a dialog with one non-empty text. */
export function ReplyDialog({
  title,
  onClose,
  send,
}: {
  title: string
  onClose: () => void
  send: (message: string) => Promise<void>
}) {
  const { t } = useTranslation('support')
  const form = useForm({
    initial: () => ({ message: '' }),
    schema: SupportMessageRequest,
    submit: async (body: v.InferOutput<typeof SupportMessageRequest>) => {
      await send(body.message)
      onClose()
    },
  })
  return (
    <DialogCard title={title} closeLabel={t('admin::cancel')} onClose={onClose} isDismissable={!form.pending}>
      <Form form={form} className="flex flex-col gap-4">
        <FormSummary />
        <TextAreaField
          name="message"
          label={t('admin::replyLabel')}
          isRequired
          autoFocus
          rows={5}
          maxLength={2000}
        />
        <DialogActions
          cancel={t('admin::cancel')}
          onCancel={onClose}
          label={t('admin::sendReply')}
          pendingLabel={t('admin::sending')}
        />
      </Form>
    </DialogCard>
  )
}
