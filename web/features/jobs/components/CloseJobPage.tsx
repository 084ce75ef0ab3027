import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { customerJobsApi } from '../../../../domain/contract/customer-jobs'
import { contactLifecycle } from '../../../../domain/lifecycle/contact'
import { allowedActions, transitionOf } from '../../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../../domain/lifecycle/job'
import { DialogForm } from '../../../components/form/DialogForm'
import { useForm } from '../../../components/form/use-form'
import { ModalCard } from '../../../components/ui/ModalCard'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { jobsKeys, myJobQuery } from '../queries'

/** The hired company's states its booking can be finished from with the job. */
const finishable = new Set<string>(transitionOf(contactLifecycle, 'closeWithJob').from)

/** The two ways to close a job: the lifecycle transition each one fires. */
const reasons = ['close', 'cancel'] as const
const CloseJobForm = v.object({ reason: v.picklist(reasons, 'jobs:::close::required') })

/**
 * `/bruger/lukopgave/{id}?contact_id`: the 'lukopgave' explanation modal. 'Done with the hired company'
 * closes a hired job; 'no longer needed' cancels an open one (its live offers end). The job's lifecycle
 * allows at most one of them at a time (`close` is from hired, `cancel` from open; decision 024: a
 * hired job's booking ends through the company or an administrator), so the modal states that one
 * reason rather than asking a one-answer question.
 */
export function CloseJobPage({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs')
  const { data: job } = useSuspenseQuery(myJobQuery(jobId))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useDocumentTitle(t('close::documentTitle'))
  const allowed = allowedActions(jobLifecycle, job.status, 'customer')
  const hired = job.contacts.find((c) => c.id === job.hiredContactId)
  // The hired company's booking is finished with the job (contact `closeWithJob`): while its
  // cancellation waits for the administrator it cannot be, so the job is not closed now (decision 024).
  const bookingOpen = hired === undefined || finishable.has(hired.state)
  const choices = reasons.filter((r) => allowed.includes(r) && (r !== 'close' || bookingOpen))
  const back = () => navigate({ to: '/bruger/opgave/$jobId', params: { jobId: String(jobId) } })
  const form = useForm({
    initial: { reason: choices[0] ?? '' } as { reason: string },
    schema: CloseJobForm,
    stayPending: true,
    submit: async ({ reason }) => {
      await call(reason === 'close' ? customerJobsApi.close : customerJobsApi.cancel, {
        params: { jobId: String(jobId) },
      })
      await queryClient.invalidateQueries({ queryKey: jobsKeys.all })
      notify({
        type: 'success',
        note:
          reason === 'close'
            ? t('close::closedToast', { company: hired?.company.name ?? '' })
            : t('close::cancelledToast'),
      })
      await navigate({ to: '/bruger/opgaver', search: { job: jobId } })
    },
  })

  if (choices.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-3 py-6">
        <h1 tabIndex={-1} className="title-display break-words">
          {job.title}
        </h1>
        <p className="m-0 text-ink-700">{t(bookingOpen ? 'close::nothing' : 'errors::cancelPending')}</p>
        <Link to="/bruger/opgaver" search={{ job: jobId }} className="btn-secondary self-start no-underline">
          {t('hired::toJobs')}
        </Link>
      </div>
    )
  }

  const reason = choices[0]
  const statement =
    reason === 'close'
      ? { label: t('close::done'), hint: t('close::doneHint', { company: hired?.company.name ?? '' }) }
      : { label: t('close::notNeeded'), hint: t('close::notNeededHint') }
  return (
    <ModalCard
      width="max-w-lg"
      isOpen
      isDismissable={!form.pending}
      onOpenChange={(open) => (open ? undefined : void back())}
    >
      <DialogForm
        form={form}
        title={t('close::title', { title: job.title })}
        intro={<p className="m-0 text-ink-700">{t('close::explanation')}</p>}
        cancel={t('close::cancel')}
        onCancel={() => void back()}
        label={t('close::submit')}
        pendingLabel={t('close::working')}
      >
        <div className="rounded-lg border border-solid border-gray-200 bg-gray-50 p-3">
          <p className="m-0 font-semibold text-ink-900">{statement.label}</p>
          <p className="mt-1 mb-0 text-sm text-ink-700">{statement.hint}</p>
        </div>
      </DialogForm>
    </ModalCard>
  )
}
