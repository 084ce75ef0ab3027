import { useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { invitationsApi } from '../../../../domain/contract/invitations'
import { ComplaintRequest, maxComplaintLength } from '../../../../domain/schemas/invitations'
import { DialogForm } from '../../../components/form/DialogForm'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { ModalCard } from '../../../components/ui/ModalCard'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'

/**
 * 'Complain about a company' and the complaint modal (complaintsend): company name, the problem and the
 * writer's full name, each required with the spec's message; 'Message sent' when it is stored (in Danish:
 * the complaint is sent, and Opgavetorvet answers by e-mail).
 */
export function ComplaintButton({
  companyName = '',
  userName = '',
}: {
  companyName?: string
  userName?: string
}) {
  const { t } = useTranslation('jobs')
  const [open, setOpen] = useState(false)
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="btn-secondary min-h-11 box-border text-sm">{t('complaint::open')}</Button>
      <ModalCard width="max-w-lg">
        <ComplaintForm companyName={companyName} userName={userName} onDone={() => setOpen(false)} />
      </ModalCard>
    </DialogTrigger>
  )
}

function ComplaintForm({
  companyName,
  userName,
  onDone,
}: {
  companyName: string
  userName: string
  onDone: () => void
}) {
  const { t } = useTranslation('jobs')
  const form = useForm({
    initial: { companyName, text: '', userName },
    schema: ComplaintRequest,
    submit: async (data) => {
      await call(invitationsApi.complaint, { body: data })
      notify({ type: 'success', note: t('complaint::sent') })
      onDone()
    },
  })
  return (
    <DialogForm
      form={form}
      title={t('complaint::title')}
      intro={<p className="m-0 text-ink-700">{t('complaint::intro')}</p>}
      cancel={t('complaint::cancel')}
      onCancel={onDone}
      label={t('complaint::submit')}
      pendingLabel={t('complaint::submitting')}
    >
      <TextField name="companyName" label={t('complaint::companyName')} isRequired maxLength={160} />
      <TextAreaField
        name="text"
        label={t('complaint::text')}
        isRequired
        rows={5}
        maxLength={maxComplaintLength}
      />
      <TextField
        name="userName"
        label={t('complaint::userName')}
        isRequired
        autoComplete="name"
        maxLength={120}
      />
    </DialogForm>
  )
}
