import { useMutation } from '@tanstack/react-query'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { invitationsApi } from '../../../../domain/contract/invitations'
import { callbackContactStates } from '../../../../domain/schemas/invitations'
import { Spinner } from '../../../components/form/Form'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'

/** Whether a company on the job can be asked to call (a live invitation or offer, or hired). */
export const canRequestCallback = (state: string) =>
  (callbackContactStates as readonly string[]).includes(state)

/**
 * The call-me request on one contact: asks the company to call; only then does that company see the
 * customer's phone. Once asked, it says so instead of offering the button again.
 */
export function CallbackButton({
  contactId,
  companyName,
  requestedAt,
  onRequested,
}: {
  contactId: number
  companyName: string
  requestedAt: number | null
  onRequested?: () => void
}) {
  const { t } = useTranslation('jobs')
  const mutation = useMutation({
    mutationFn: () => call(invitationsApi.requestCallback, { params: { contactId: String(contactId) } }),
    onSuccess: () => {
      notify({ type: 'success', note: t('callback::done', { company: companyName }) })
      onRequested?.()
    },
    onError: notifyFailure,
  })
  if (requestedAt !== null || mutation.isSuccess) {
    return (
      <p className="m-0 text-sm text-ink-700">
        <span className="font-semibold text-ink-900">
          {t('callback::requested', { company: companyName })}
        </span>
        {' · '}
        {t('callback::explain')}
      </p>
    )
  }
  return (
    <Button
      onPress={() => mutation.mutate()}
      isDisabled={mutation.isPending}
      // At least a 44 px target, not exactly: a long company name wraps the label onto two lines at 375 px.
      className="btn-secondary min-h-11 box-border text-sm"
    >
      {mutation.isPending ? <Spinner /> : null}
      {t('callback::request', { company: companyName })}
    </Button>
  )
}
