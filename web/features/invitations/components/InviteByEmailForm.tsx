import { useTranslation } from 'react-i18next'
import { invitationsApi } from '../../../../domain/contract/invitations'
import { InviteByEmailRequest, type InviteResult } from '../../../../domain/schemas/invitations'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { EmailField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { call } from '../../../lib/api'

/** invite_company_by_email: type a company's e-mail; an unknown address shows the server's message. */
export function InviteByEmailForm({
  jobId,
  onInvited,
}: {
  jobId: number
  onInvited: (result: InviteResult) => void
}) {
  const { t } = useTranslation('jobs')
  const form = useForm({
    initial: { email: '' },
    schema: InviteByEmailRequest,
    submit: async (data) => {
      const result = await call(invitationsApi.inviteByEmail, {
        params: { jobId: String(jobId) },
        body: { email: data.email },
      })
      form.reset()
      form.set('email', '')
      onInvited(result)
    },
  })
  return (
    <Form form={form} className="flex flex-col gap-3" aria-labelledby="invite-by-email">
      <h3 id="invite-by-email" className="m-0 text-lg font-bold">
        {t('invite::byEmail')}
      </h3>
      <FormSummary />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <EmailField
          name="email"
          label={t('invite::email')}
          description={t('invite::emailHelp')}
          isRequired
          className="flex-1"
        />
        <div className="sm:pt-7">
          <SubmitButton
            label={t('invite::send')}
            pendingLabel={t('invite::sending')}
            className="btn-primary h-11 w-full text-base sm:w-auto"
          />
        </div>
      </div>
    </Form>
  )
}
