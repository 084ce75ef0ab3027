import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contactLifecycle } from '../../../../domain/lifecycle/contact'
import { allowedActions, transitionOf } from '../../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../../domain/lifecycle/job'
import type { CustomerContact, CustomerJobDetail } from '../../../../domain/schemas/customer-jobs'
import { ErrorArea } from '../../../components/form/Form'
import { BackLink } from '../../../components/ui/BackLink'
import { JobFacts } from '../../../components/ui/JobFacts'
import { PagePart } from '../../../components/ui/PagePart'
import { PlanBadge } from '../../../components/ui/PlanBadge'
import { Section } from '../../../components/ui/Section'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { jobsKeys, myJobQuery } from '../queries'
import { ChooseSupplier } from './ChooseSupplier'
import { JobActions } from './JobActions'
import { OfferDetails } from './OfferDetails'
import { OffersModal } from './OffersModal'
import { StatusBadge } from './StatusBadge'

/**
 * What other features put on the job page; the route composes them (features do not import each other).
 * - `invite`: inviting companies (select firm, by e-mail), shown while the job is open.
 * - `contactTools(contact)`: per company (complaint, call-back request).
 * - `thread(contact)`: the message thread and composer inside 'Tilbud fra {company}'.
 */
export interface JobPageSlots {
  invite?: (job: CustomerJobDetail) => ReactNode
  contactTools?: (contact: CustomerContact, job: CustomerJobDetail) => ReactNode
  thread?: (
    contact: CustomerContact,
    job: CustomerJobDetail,
    /** The thread changed the contact's state (a decline): the page's actions follow at once. */
    onStateChange: (state: CustomerContact['state']) => void,
  ) => ReactNode
  /**
   * After the work: per company no longer live and for the chosen one ('Skriv anmeldelse' once it
   * finished the job).
   */
  endedTools?: (contact: CustomerContact, job: CustomerJobDetail) => ReactNode
}

/** An offer the customer may still take (the contact table's `hire`). */
const standing = new Set<string>(transitionOf(contactLifecycle, 'hire').from)

/** `/bruger/opgave/{job_id}`: the job, its offers and invited companies, and what I may do with them. */
export function JobPage({
  jobId,
  error,
  onError,
  slots = {},
}: {
  jobId: number
  /** The reason a supplier choice failed (the page it falls back to shows it). */
  error: string | null
  onError: (message: string | null) => void
  slots?: JobPageSlots
}) {
  const { t } = useTranslation('jobs')
  const { data: job } = useSuspenseQuery(myJobQuery(jobId))
  const queryClient = useQueryClient()
  useDocumentTitle(t('job::documentTitle', { title: job.title }))
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center' })
  }, [error])

  const canChoose = allowedActions(jobLifecycle, job.status, 'customer').includes('chooseSupplier')
  // The company I chose stays with the offers whatever its booking's state (chosen, done, a cancellation
  // waiting): it is the one I may still complain about or review. An approved cancellation un-chooses it.
  const chosen = (c: CustomerContact) => c.id === job.hiredContactId
  const offers = job.contacts.filter((c) => standing.has(c.state) || chosen(c))
  const invited = job.contacts.filter((c) => c.state === 'invited')
  const ended = job.contacts.filter((c) => !offers.includes(c) && c.state !== 'invited')
  // 'Inviter firmaer' where the job still takes invitations; the section stands only with it or with invited.
  const invite = slots.invite?.(job) ?? null
  // Opening a thread marks its messages read: the counts on this page and on my jobs change, so the
  // page is refreshed when an offer's dialog closes. When the offer moved (declined → 'Ikke længere
  // aktuelle') its dialog's button is gone, so focus goes to the company's name where it now is.
  const refreshAfterDialog = (contactId: number) => () =>
    void queryClient.invalidateQueries({ queryKey: jobsKeys.all }).then(() => {
      // The refreshed page renders in a moment: look for lost focus for up to a second.
      let frames = 60
      const check = () => {
        const lost = !document.activeElement || document.activeElement === document.body
        const target = document.getElementById(`contact-${contactId}`)
        if (lost && target) target.focus()
        else if (frames-- > 0) requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
  // A state changed inside an open dialog (a decline) before the page is refreshed: the offer stays
  // where it is until the dialog closes, but its actions are the new state's at once.
  const [changed, setChanged] = useState<Record<number, CustomerContact['state']>>({})
  const stateOf = (contact: CustomerContact) => changed[contact.id] ?? contact.state
  const onStateChange = (contact: CustomerContact) => (state: CustomerContact['state']) =>
    setChanged((prev) => ({ ...prev, [contact.id]: state }))

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 pb-8">
      <BackLink to="/bruger/opgaver" search={{ job: job.id }}>
        {t('job::back')}
      </BackLink>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 tabIndex={-1} className="title-display min-w-0 break-words">
            {job.title}
          </h1>
          <StatusBadge job={job.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          <JobActions job={job} />
        </div>
      </header>
      <div ref={errorRef}>
        <ErrorArea message={error} />
      </div>

      <section aria-labelledby="job-offers" className="flex flex-col gap-3">
        <h2 id="job-offers" className="m-0 text-2xl font-bold">
          {t('job::offersTitle')} ({offers.length})
        </h2>
        {!canChoose ? (
          // A hired, closed or cancelled job takes no offers: it says so (also above the company chosen).
          <p className="m-0 text-ink-700">{t('job::noOffersClosed')}</p>
        ) : offers.length === 0 ? (
          <p className="m-0 text-ink-700">{t('job::noOffers')}</p>
        ) : null}
        <ul className="m-0 flex list-none flex-col gap-4 p-0">
          {offers.map((contact) => {
            const choose =
              canChoose && allowedActions(contactLifecycle, stateOf(contact), 'customer').includes('hire') ? (
                <ChooseSupplier
                  jobId={job.id}
                  contactId={contact.id}
                  company={contact.company.name}
                  onFailure={onError}
                />
              ) : null
            return (
              <li
                key={contact.id}
                aria-labelledby={`offer-${contact.id}`}
                className={`rounded-xl border border-solid bg-white p-4 shadow-sm sm:p-5 ${chosen(contact) ? 'border-brand-500' : 'border-gray-200'}`}
              >
                <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
                  <h3 id={`offer-${contact.id}`} className="m-0 text-lg font-bold">
                    <a id={`contact-${contact.id}`} href={`/${contact.company.slug}`}>
                      {contact.company.name}
                    </a>
                    <PlanBadge plan={contact.company.plan} />
                  </h3>
                  <StatusBadge contact={contact.state} />
                </div>
                <OfferDetails contact={contact} />
                <div className="mt-4 flex flex-wrap gap-2">
                  {choose}
                  <OffersModal
                    contact={contact}
                    actions={choose}
                    thread={slots.thread?.(contact, job, onStateChange(contact))}
                    onClose={refreshAfterDialog(contact.id)}
                  />
                  <Link
                    to="/bruger/opgave/$jobId/tilbud/$contactId"
                    params={{ jobId: String(job.id), contactId: String(contact.id) }}
                    className="btn-secondary h-11 box-border no-underline"
                  >
                    {t('offer::check')}
                  </Link>
                  {slots.contactTools?.(contact, job)}
                  {chosen(contact) ? slots.endedTools?.(contact, job) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      {invited.length > 0 || invite ? (
        <CompanyGroup
          id="job-invited"
          title={t('job::invitedTitle')}
          contacts={invited}
          detail={(contact) => `${contact.company.city} · ${t('job::invitedNote')}`}
          tools={(contact) => slots.contactTools?.(contact, job)}
        >
          {invite}
        </CompanyGroup>
      ) : null}

      {ended.length > 0 ? (
        <CompanyGroup
          id="job-ended"
          title={t('job::endedTitle')}
          contacts={ended}
          ended
          tools={(contact) => (
            <>
              <OffersModal
                contact={contact}
                thread={slots.thread?.(contact, job, onStateChange(contact))}
                onClose={refreshAfterDialog(contact.id)}
              />
              {slots.endedTools?.(contact, job)}
            </>
          )}
        />
      ) : null}

      <Section id="job-details" title={t('job::details')}>
        <JobFacts job={job} viewer="customer" />
      </Section>
    </div>
  )
}

/**
 * The job's companies that are not live offers, as one titled group (invited; no longer live, greyed):
 * their number in the heading, and a row each with the company's name (where focus goes after its
 * dialog), its status and what can be done; `children` after the list.
 */
function CompanyGroup({
  id,
  title,
  contacts,
  ended = false,
  detail,
  tools,
  children,
}: {
  id: string
  title: string
  contacts: CustomerContact[]
  ended?: boolean
  /** After the name: where the company is, and why it is listed. */
  detail?: (contact: CustomerContact) => string
  tools: (contact: CustomerContact) => ReactNode
  children?: ReactNode
}) {
  return (
    <PagePart id={id} title={`${title} (${contacts.length})`}>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {contacts.map((contact) => (
          <li
            key={contact.id}
            className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-solid border-gray-200 px-4 py-3 ${ended ? 'bg-gray-50' : 'bg-white'}`}
          >
            <span>
              <a id={`contact-${contact.id}`} href={`/${contact.company.slug}`} className="font-semibold">
                {contact.company.name}
              </a>
              {detail ? <span className="text-ink-600"> · {detail(contact)}</span> : null}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge contact={contact.state} />
              {tools(contact)}
            </span>
          </li>
        ))}
      </ul>
      {children}
    </PagePart>
  )
}
