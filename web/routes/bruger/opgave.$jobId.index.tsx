import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { allowedActions, transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { CallbackButton, canRequestCallback } from '../../features/invitations/components/CallbackButton'
import { ComplaintButton } from '../../features/invitations/components/ComplaintButton'
import { InviteCompanies } from '../../features/invitations/components/InviteCompanies'
import { JobNotFound } from '../../features/jobs/components/JobNotFound'
import { JobPage, type JobPageSlots } from '../../features/jobs/components/JobPage'
import { jobsKeys } from '../../features/jobs/queries'
import { DeclineControl } from '../../features/messages/components/DeclineControl'
import { MessageThread } from '../../features/messages/components/MessageThread'
import { useMe } from '../../lib/session'
import { roleRoute } from '../-role-route'
import { loadMyJob } from './-my-job'

/** `/bruger/opgave/{job_id}`: one of the customer's jobs; also where a failed supplier choice lands. */
export const Route = createFileRoute('/bruger/opgave/$jobId/')({
  ...roleRoute(['customer']),
  loader: ({ context, params }) => loadMyJob(context, params.jobId, ['jobs', 'messages', 'reviews']),
  component: Job,
  notFoundComponent: JobNotFound,
})

/** A contact the company completed: its customer may review it. */
const finishedState = transitionOf(contactLifecycle, 'complete').to

/**
 * Other features' parts of this page, composed here (features do not import each other):
 * invitations (invite, complaint, call-back) and the message thread inside 'Tilbud fra {company}'.
 */
function Job() {
  const { allowed } = Route.useRouteContext()
  const { jobId } = Route.useParams()
  const [error, setError] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const { me } = useMe()
  const { t } = useTranslation('reviews')
  const refresh = () => void queryClient.invalidateQueries({ queryKey: jobsKeys.all })
  const slots: JobPageSlots = {
    invite: (job) =>
      allowedActions(jobLifecycle, job.status, 'customer').includes('chooseSupplier') ? (
        <InviteCompanies jobId={job.id} onInvited={refresh} />
      ) : null,
    contactTools: (contact) => (
      <div className="flex flex-wrap items-center gap-2">
        {canRequestCallback(contact.state) ? (
          <CallbackButton
            contactId={contact.id}
            companyName={contact.company.name}
            requestedAt={contact.callbackRequestedAt}
            onRequested={refresh}
          />
        ) : null}
        <ComplaintButton companyName={contact.company.name} userName={me?.name} />
      </div>
    ),
    // A finished job's company may be reviewed (the reviews feature's form).
    endedTools: (contact) =>
      contact.state === finishedState ? (
        <Link
          to="/bruger/anmeld"
          search={{ kontakt: contact.id }}
          className="btn-primary min-h-11 box-border text-sm no-underline"
          aria-label={t('form::writeFor', { company: contact.company.name })}
        >
          {t('form::write')}
        </Link>
      ) : null,
    thread: (contact, _job, onStateChange) => (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {/* No page refresh on decline: the offer would move to 'Ikke længere aktuelle' and take the
              open dialog with it. The dialog refreshes the page when it closes (OffersModal onClose). */}
          <DeclineControl
            contactId={contact.id}
            allowed={allowedActions(contactLifecycle, contact.state, 'customer').includes('decline')}
            onDeclined={() => onStateChange(transitionOf(contactLifecycle, 'decline').to)}
          />
        </div>
        <MessageThread contactId={contact.id} viewer="customer" />
      </div>
    ),
  }
  if (!allowed) return <OtherRolesPage pageFor="customer" />
  return <JobPage jobId={Number(jobId)} error={error} onError={setError} slots={slots} />
}
