import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { customerJobsApi } from '../../../../domain/contract/customer-jobs'
import { contactLifecycle } from '../../../../domain/lifecycle/contact'
import { allowedActions, transitionOf } from '../../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../../domain/lifecycle/job'
import { DialogForm } from '../../../components/form/DialogForm'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
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
 * closes a hired job; 'no longer needed' cancels an open one (its live offers end). Only the choices the
 * job's lifecycle allows now are offered.
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
    initial: { reason: choices.length === 1 ? choices[0] : '' } as { reason: string },
    schema: CloseJobForm,
    stayPending: true,
    submit: async ({ reason }) => {
      await call(reason === 'close' ? customerJobsApi.close : customerJobsApi.cancel, {
        params: { jobId: String(jobId) },
      })
      await queryClient.invalidateQueries({ queryKey: jobsKeys.all })
      notify({
        type: 'success',
        note: t(reason === 'close' ? 'close::closedToast' : 'close::cancelledToast'),
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

  const labels = {
    close: { label: t('close::done'), hint: t('close::doneHint', { company: hired?.company.name ?? '' }) },
    cancel: { label: t('close::notNeeded'), hint: t('close::notNeededHint') },
  }
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
        <RadioGroupField
          name="reason"
          label={t('close::choice')}
          isRequired
          autoFocus
          options={choices.map((id) => ({ id, ...labels[id] }))}
        />
      </DialogForm>
    </ModalCard>
  )
}
