import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { CompanyJob } from '../../../../domain/schemas/company-jobs'
import { PendingLabel } from '../../../components/form/Form'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { DialogCard } from '../../../components/ui/DialogCard'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { PageTitle } from '../../../components/ui/PageTitle'
import { LazyDialog, lazyComponent } from '../../../lib/lazy-component'
import { useNowSeconds } from '../../../lib/render-time'
import { scrollToElement } from '../../../lib/scroll'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { whenIdle } from '../../../lib/when-idle'
import { useWithdrawOffer } from '../mutations'
import { companyJobsQuery, type JobsFilter, type JobsTab } from '../queries'
import { JobCard, type JobHandlers } from './JobCard'
import { JobFilters } from './JobFilters'
import { offerActions } from './offer-actions'

// The dialogs load after the list has painted (when the browser is idle, or when a pointer reaches for
// a job's buttons), not with the page: the first screen waits for fewer scripts (issue 21).
const BidModal = lazyComponent(() => import('./BidModal').then((m) => m.BidModal))
const JobDescriptionModal = lazyComponent(() =>
  import('./JobDescriptionModal').then((m) => m.JobDescriptionModal),
)
const preloadDialogs = () => {
  void BidModal.preload()
  void JobDescriptionModal.preload()
}

export interface CompanyJobsPageProps {
  /** `#tab=vundne`: the jobs the company was hired on, else the open jobs. */
  tab: JobsTab
  /** Links to the tabs (the route builds them: the tab is in the URL fragment). */
  tabLink: (tab: JobsTab) => ReactNode
  filter: JobsFilter
  onFilterChange: (filter: JobsFilter) => void
  /** `?jobid=`: the job whose description is open (and scrolled to). */
  openJobId: number | undefined
  onOpenJob: (jobId: number | undefined) => void
  /** The message thread of the company's contact, composed by the route (another feature's component). */
  messages?: ((contactId: number) => ReactNode) | undefined
  /**
   * Hidden jobs, composed by the route (another feature): whether the hidden ones are listed too (the
   * server leaves them out otherwise), a control per card, tools above.
   */
  hiding?: {
    showHidden: boolean
    control: (job: CompanyJob) => ReactNode
    tools: ReactNode
    /** A hidden job brought back ('Fortryd'): focus goes to its card once it is listed again. */
    returning?: number | null
    /** Called once the returning job's card has focus. */
    onReturned?: () => void
  }
  /** Under each card, composed by the route: the won tab's SMS with dates (another feature's form). */
  planning?: ((job: CompanyJob) => ReactNode) | undefined
  /** Under the heading, composed by the route: a new company's welcome (WelcomePanel, with its plans). */
  welcome?: ReactNode
}

/** `/firma/opgaver`: the company's open jobs, the job description, the bid and the messages per job. */
export function CompanyJobsPage({
  tab,
  tabLink,
  filter,
  onFilterChange,
  openJobId,
  onOpenJob,
  messages,
  hiding,
  planning,
  welcome,
}: CompanyJobsPageProps) {
  const { t } = useTranslation('firmjobs')
  const title = t(tab === 'won' ? 'wonTitle' : 'title')
  useDocumentTitle(title)
  const query = useInfiniteQuery(companyJobsQuery(filter, tab, hiding?.showHidden ?? false))
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? []
  const [bidJob, setBidJob] = useState<CompanyJob | null>(null)
  const [threadJob, setThreadJob] = useState<CompanyJob | null>(null)
  // The job whose offer the company is asked to confirm withdrawing (one tap beside 'Ret tilbud' must
  // not take an offer away from the customer).
  // Asked from the job's description, which closes first: focus then goes back to the job's card.
  const [withdrawJob, setWithdrawJob] = useState<{ job: CompanyJob; fromDescription: boolean } | null>(null)
  const withdraw = useWithdrawOffer()
  const now = useNowSeconds()
  // The job whose card takes focus once the dialog about it has gone (the button that opened the dialog
  // may be gone with it). Set in the same update that closes the dialog, so the effect runs after the
  // dialog has left the page, never while focus still sits in it.
  const [refocus, setRefocus] = useState<{ jobId: number } | null>(null)
  useEffect(() => (refocus ? focusBidButton(refocus.jobId) : undefined), [refocus])

  // Once the list is there, the dialogs' code follows when the browser is idle.
  const shown = query.isSuccess
  useEffect(() => (shown ? whenIdle(preloadDialogs) : undefined), [shown])

  // `?jobid=`: scroll to the job's card once the list has it (the description opens at the same time).
  const listed = openJobId !== undefined && jobs.some((j) => j.id === openJobId)
  useEffect(() => {
    const card = openJobId !== undefined && listed ? document.getElementById(`job-${openJobId}`) : null
    return card ? scrollToElement(card) : undefined
  }, [openJobId, listed])

  // Closing the description gives focus back to where it was (nothing, when a link opened it), and the
  // list may have grown above the card meanwhile: bring the card back into view once focus has settled.
  const lastOpened = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (openJobId !== undefined) {
      lastOpened.current = openJobId
      return
    }
    const id = lastOpened.current
    lastOpened.current = undefined
    if (id === undefined) return
    const timer = setTimeout(
      () => document.getElementById(`job-${id}`)?.scrollIntoView({ block: 'nearest' }),
      100,
    )
    return () => clearTimeout(timer)
  }, [openJobId])

  // A hidden job brought back: once its card is listed again, focus goes to it (to what hiding focused
  // in the next card), never to the page's start or a control on the way; then the notice goes.
  const returning = hiding?.returning ?? undefined
  const returned = returning !== undefined && jobs.some((job) => job.id === returning)
  const onReturned = hiding?.onReturned
  useEffect(() => {
    if (!returned) return
    document.getElementById(`job-${returning}`)?.querySelector<HTMLElement>('button, a[href]')?.focus()
    onReturned?.()
  }, [returned, returning, onReturned])

  // A new filter, search or order changes the cards without a sound: once its list is there, a screen
  // reader hears what it holds (an empty list says so itself). Not on the first load.
  const filterKey = JSON.stringify(filter)
  const saidFor = useRef(filterKey)
  const [listNote, setListNote] = useState('')
  const loaded = query.isSuccess ? jobs.length : undefined
  const more = query.hasNextPage
  useEffect(() => {
    if (loaded === undefined || saidFor.current === filterKey) return
    saidFor.current = filterKey
    setListNote(
      loaded === 0 ? '' : more ? t('listShownMore', { count: loaded }) : t('listShown', { count: loaded }),
    )
  }, [filterKey, loaded, more, t])

  const handlers: JobHandlers = {
    onOpen: (job) => onOpenJob(job.id),
    onBid: (job) => {
      onOpenJob(undefined)
      setBidJob(job)
    },
    onWithdraw: (job) => {
      setWithdrawJob({ job, fromDescription: openJobId !== undefined })
      onOpenJob(undefined)
    },
    busyJobId: withdraw.isPending ? withdraw.variables : undefined,
    onMessages: messages
      ? (job) => {
          onOpenJob(undefined)
          setThreadJob(job)
        }
      : undefined,
  }
  const filtered =
    filter.category !== undefined ||
    filter.region !== undefined ||
    filter.q !== undefined ||
    filter.attribute !== undefined

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 pb-8 lg:max-w-6xl">
      <PageTitle title={title} lead={t(tab === 'won' ? 'wonLead' : 'lead')} />
      {welcome}
      <nav aria-label={t('tabs::label')}>
        <ul className="m-0 flex list-none gap-2 border-0 border-b border-solid border-gray-200 p-0">
          <li>{tabLink('open')}</li>
          <li>{tabLink('won')}</li>
        </ul>
      </nav>
      {/* On a desktop the filters stand beside the list: their fields come after hydration (their own
          chunk) and fill the column without moving the jobs a company has started to read. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <JobFilters filter={filter} onChange={onFilterChange} />
        <div className="flex min-w-0 flex-col gap-6">
          {hiding?.tools}
          <p role="status" className="sr-only">
            {listNote}
          </p>
          {query.isPending ? (
            <LoadingStatus>{t('loading')}</LoadingStatus>
          ) : query.isError ? (
            <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
          ) : jobs.length === 0 ? (
            <EmptyNote>
              {t(
                tab === 'won'
                  ? filtered
                    ? 'wonEmptyFiltered'
                    : 'wonEmpty'
                  : filtered
                    ? 'emptyFiltered'
                    : 'empty',
              )}
            </EmptyNote>
          ) : (
            <ul className="m-0 flex list-none flex-col gap-4 p-0" onPointerOver={preloadDialogs}>
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} now={now} handlers={handlers} tools={hiding?.control(job)} />
                  {planning?.(job)}
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage ? (
            <Button
              className="btn-secondary h-11 self-center"
              isDisabled={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            >
              <PendingLabel pending={query.isFetchingNextPage} pendingLabel={t('loadingMore')}>
                {t('loadMore')}
              </PendingLabel>
            </Button>
          ) : null}
        </div>
      </div>
      {openJobId !== undefined ? (
        <LazyDialog
          fallback={
            <LoadingDialog title={t('title')} width="max-w-2xl" onClose={() => onOpenJob(undefined)} />
          }
        >
          <JobDescriptionModal jobId={openJobId} onClose={() => onOpenJob(undefined)} handlers={handlers} />
        </LazyDialog>
      ) : null}
      {bidJob ? (
        <LazyDialog
          fallback={
            <LoadingDialog
              title={t(offerActions(bidJob).edit ? 'bid::editTitle' : 'bid::title', { job: bidJob.title })}
              fullScreenOnPhone
              onClose={() => setBidJob(null)}
            />
          }
        >
          <BidModal
            job={bidJob}
            onClose={() => {
              setBidJob(null)
              // The button that opened the bid may be gone (it was in the job's description): focus goes
              // to the job card's bid button (now 'Ret tilbud'), never to the page's body.
              setRefocus({ jobId: bidJob.id })
            }}
          />
        </LazyDialog>
      ) : null}
      {withdrawJob ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (open) return
            setWithdrawJob(null)
            // Opened from the job's description (closed meanwhile): back to the job's card.
            if (withdrawJob.fromDescription) setRefocus({ jobId: withdrawJob.job.id })
          }}
          title={t('withdraw::title')}
          body={t('withdraw::body', { job: withdrawJob.job.title })}
          cancel={t('withdraw::cancel')}
          confirm={t('withdraw::confirm')}
          working={t('withdraw::working')}
          pending={withdraw.isPending}
          onConfirm={() =>
            withdraw.mutate(withdrawJob.job.id, {
              onSettled: () => {
                setWithdrawJob(null)
                // The withdraw button is gone with the offer: focus goes to the card's 'Giv tilbud'.
                setRefocus({ jobId: withdrawJob.job.id })
              },
            })
          }
        />
      ) : null}
      {threadJob?.contact && messages ? (
        <DialogCard
          title={t('messagesTitle', { job: threadJob.title })}
          closeLabel={t('detail::close')}
          onClose={() => setThreadJob(null)}
          fullScreenOnPhone
        >
          {messages(threadJob.contact.id)}
        </DialogCard>
      ) : null}
    </div>
  )
}

/**
 * Focus on the job card's bid button (or the card), called once the dialog about it has left the page.
 * Focus is then on the body (the dialog took it along); the page behind may stay inert for a frame or
 * two, so it tries again each frame while focus is nowhere, and stops once it is somewhere (there, or
 * where the user put it). Returns the cancel. Never called while the dialog is still there: its own
 * elements are still connected and focused then, and a frame may come before React removes them.
 */
function focusBidButton(jobId: number) {
  let frames = 60
  let frame = 0
  const focusCard = () => {
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    const card = document.getElementById(`job-${jobId}`)
    const target = card?.querySelector<HTMLElement>('[data-action="bid"]') ?? card
    target?.focus()
    if (target && document.activeElement !== target && frames-- > 0) frame = requestAnimationFrame(focusCard)
  }
  focusCard()
  return () => cancelAnimationFrame(frame)
}

/** A dialog while its code loads: its title (its accessible name) and a spinner, closable as usual. */
function LoadingDialog({
  title,
  width,
  fullScreenOnPhone,
  onClose,
}: {
  title: string
  width?: 'max-w-2xl'
  fullScreenOnPhone?: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['firmjobs', 'common'])
  return (
    <DialogCard
      title={title}
      closeLabel={t('detail::close')}
      onClose={onClose}
      width={width}
      fullScreenOnPhone={fullScreenOnPhone}
    >
      <LoadingStatus>{t('common:::loading')}</LoadingStatus>
    </DialogCard>
  )
}
