import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useLocation } from '@tanstack/react-router'
import i18next from 'i18next'
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../components/ui/LoadingStatus'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyJobsPage } from '../../features/company/components/CompanyJobsPage'
import {
  companyJobsKeys,
  companyJobsQuery,
  fromSaved,
  type JobsFilter,
  type JobsTab,
  savedJobFilterQuery,
} from '../../features/company/queries'
import {
  type CompanyJobsSearch,
  companyJobsSearch,
  companyJobsSearchInUrl,
  tabOfHash,
} from '../../features/company/search-params'
import { welcomePlans } from '../../features/company/welcome-plans'
import { HiddenJobsToolbar, HideJobButton } from '../../features/hidden-jobs/components/HiddenJobsControls'
import { hiddenJobsQuery, useHiddenJobs } from '../../features/hidden-jobs/hidden-jobs'
import { subscriptionsQuery } from '../../features/subscriptions/queries'
import { useClearPaymentCallback } from '../../features/top-ups/payment-callback'
import { lazyComponent } from '../../lib/lazy-component'
import { privatePageHead } from '../../lib/seo'
import { requireRole, useMe } from '../../lib/session'
import { useWelcome } from '../../lib/welcome'
import { whenIdle } from '../../lib/when-idle'

// Not on the first screen (the open jobs): the message thread (in its dialog), and the won tab's closing
// and SMS with dates load when they are shown (issue 21: fewer scripts before the list paints).
const MessageThread = lazyComponent(() =>
  import('../../features/messages/components/MessageThread').then((m) => m.MessageThread),
)
const WonJobClosing = lazyComponent(() =>
  import('../../features/won-jobs/components/WonJobClosing').then((m) => m.WonJobClosing),
)
const SendSmsForm = lazyComponent(() =>
  import('../../features/calendar/components/SendSmsForm').then((m) => m.SendSmsForm),
)
// Shown once, after a company's sign-up: its code loads then, not with every first screen.
const WelcomePanel = lazyComponent(() =>
  import('../../features/company/components/WelcomePanel').then((m) => m.WelcomePanel),
)

/** While a lazy part's code loads: a spinner that says so. */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return <Suspense fallback={<LoadingStatus small>{t('loading')}</LoadingStatus>}>{children}</Suspense>
}

const filterOf = (search: CompanyJobsSearch): JobsFilter => ({
  category: search.kategori,
  region: search.region,
  q: search.tekst,
  attribute: search.svar,
  sort: search.sortering === 'afstand' ? 'distance' : undefined,
})

const searchOf = (filter: JobsFilter): CompanyJobsSearch => ({
  kategori: filter.category,
  region: filter.region,
  tekst: filter.q,
  svar: filter.attribute,
  sortering: filter.sort === 'distance' ? 'afstand' : undefined,
})

const hasFilter = (search: CompanyJobsSearch) =>
  Object.values(filterOf(search)).some((value) => value !== undefined)

// The remembered filter applies when the page is first opened without one; after that an emptied
// filter stays empty (the company chose "all"), until the next visit.
let rememberedApplied = false

/**
 * `/firma/opgaver`: the company's open jobs, or the won jobs at `#tab=vundne`; `?jobid=` opens and
 * scrolls to one. Anonymous visitors log in and come back.
 */
export const Route = createFileRoute('/firma/opgaver')({
  validateSearch: companyJobsSearch,
  // Lists in the address as `region=Nordjylland,Sjælland`, not JSON (the page reads them as lists).
  search: {
    middlewares: [({ search, next }) => companyJobsSearchInUrl(next(search)) as CompanyJobsSearch],
  },
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loaderDeps: ({ search }) => filterOf(search),
  loader: async ({ context, deps, location }) => {
    const texts = i18next.loadNamespaces(['firmjobs', 'messages', 'calendar', 'wonjobs', 'company'])
    if (!context.allowed) {
      await texts
      return
    }
    const tab = tabOfHash(location.hash)
    const jobs = (showHidden: boolean) => companyJobsQuery(deps, tab, tab === 'open' && showHidden)
    // 'Vis skjulte' is remembered on the server (web/features/hidden-jobs) and the list depends on it:
    // asked for beside the list, which is asked for as last known (off on a first visit); a company that
    // keeps it on has its list asked for again, as with a remembered filter. Unanswered, it counts as off.
    const hidden = context.queryClient.ensureQueryData(hiddenJobsQuery()).then(
      (list) => list.showHidden,
      () => false,
    )
    const guess = context.queryClient.getQueryData(hiddenJobsQuery().queryKey)?.showHidden ?? false
    if (!rememberedApplied) {
      // Once per visit in the browser; every request on the server (docs/decisions/009: the Worker
      // renders this screen and answers the remembered filter with a redirect).
      if (typeof window !== 'undefined') rememberedApplied = true
      // The texts, the remembered filter and the list as addressed are asked for at once (issue 21: one
      // round trip, not three, before the first screen). With a remembered filter the list is asked
      // for again under it, and the first answer is a few kB spent.
      void context.queryClient.prefetchInfiniteQuery(jobs(guess))
      const [saved] = await Promise.all([
        context.queryClient.ensureQueryData(savedJobFilterQuery()).then((answer) => answer.filter),
        texts,
      ])
      const remembered = saved ? searchOf(fromSaved(saved)) : undefined
      if (remembered && hasFilter(remembered) && !hasFilter(location.search as CompanyJobsSearch))
        throw redirect({
          to: '/firma/opgaver',
          search: { ...(location.search as CompanyJobsSearch), ...remembered },
          hash: location.hash,
          replace: true,
        })
    }
    await Promise.all([texts, context.queryClient.ensureInfiniteQueryData(jobs(await hidden))])
  },
  // The title is in the server's HTML: the open jobs' (the server never sees `#tab=vundne`; the page
  // names the won tab itself), or another role's view of the company workspace.
  head: ({ match }) => {
    const { i18n, allowed } = match.context
    return privatePageHead(
      allowed
        ? i18n.getFixedT(null, 'firmjobs')('title')
        : i18n.getFixedT(null, 'common')('nav::forCompanies'),
    )
  },
  // The server never sees `#tab=vundne` and draws the open jobs: at the won tab the browser renders the
  // page itself (web/main.tsx; taken over, the open jobs' markup was a mismatch React threw away, after the
  // page counted as hydrated, a tap on 'Åbne opgaver' with it).
  staticData: { serverDraws: (hash) => tabOfHash(hash) === 'open' },
  component: CompanyJobs,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyJobs() {
  const { allowed } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const tab = tabOfHash(useLocation({ select: (l) => l.hash }))
  useClearPaymentCallback(search.jobid)
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return <OpenJobs tab={tab} search={search} navigate={navigate} />
}

/** The company's own page, with its hidden jobs (web/features/hidden-jobs) composed into the open tab. */
function OpenJobs({
  tab,
  search,
  navigate,
}: {
  tab: JobsTab
  search: CompanyJobsSearch
  navigate: ReturnType<typeof Route.useNavigate>
}) {
  const queryClient = useQueryClient()
  const hidden = useHiddenJobs(() => void queryClient.invalidateQueries({ queryKey: companyJobsKeys.all }))
  return (
    <CompanyJobsPage
      tab={tab}
      tabLink={(to) => <TabLink tab={to} current={tab} search={search} />}
      filter={filterOf(search)}
      onFilterChange={(filter) =>
        void navigate({ search: searchOf(filter), hash: (h) => h ?? '', replace: true })
      }
      openJobId={search.jobid}
      onOpenJob={(jobid) =>
        void navigate({ search: (prev) => ({ ...prev, jobid }), hash: (h) => h ?? '', resetScroll: false })
      }
      messages={(contactId) => (
        <Loading>
          <MessageThread contactId={contactId} viewer="company" />
        </Loading>
      )}
      hiding={
        tab === 'open'
          ? {
              showHidden: hidden.showHidden,
              control: (job) => <HideJobButton hidden={hidden} job={job} />,
              tools: <HiddenJobsToolbar hidden={hidden} />,
              returning: hidden.returning,
              onReturned: hidden.returned,
            }
          : undefined
      }
      welcome={<CompanyWelcome />}
      planning={
        tab === 'won'
          ? (job) =>
              job.contact ? (
                <>
                  {/* Afslut opgave and the contact's closing status (web/features/won-jobs). */}
                  <div className="mt-2 rounded-xl border border-solid border-gray-200 bg-white p-4">
                    <Loading>
                      <WonJobClosing contactId={job.contact.id} />
                    </Loading>
                  </div>
                  {job.contact.state === 'hired' ? (
                    <WonJobPlanning contactId={job.contact.id} title={job.title} />
                  ) : null}
                </>
              ) : null
          : undefined
      }
    />
  )
}

/**
 * A new company's welcome (web/features/company) with the plans it has (web/features/subscriptions'
 * query, the same the subscriptions page reads and a plan change refreshes), once it is open.
 */
function CompanyWelcome() {
  const company = useMe().me?.company ?? undefined
  const welcome = useWelcome(company?.id)
  const subscriptions = useQuery({ ...subscriptionsQuery(), enabled: welcome.open })
  if (!company || !welcome.open || !subscriptions.data) return null
  return (
    // Its code and the plans' names (the subscriptions page's texts) arrive when it first shows.
    <Suspense fallback={null}>
      <WelcomePanel company={company} plans={welcomePlans(subscriptions.data)} onClose={welcome.close} />
    </Suspense>
  )
}

/**
 * Under a won job: the SMS with dates (web/features/calendar's form), as on /firma/kalender. Its date
 * fields are the won tab's heavy part: they mount once the browser is idle after the page, in an
 * interruptible render, not in the list's first one (one long task on a phone, bench/pages.mjs); until
 * then the spinner shown while their code loads.
 */
function WonJobPlanning({ contactId, title }: { contactId: number; title: string }) {
  const { t } = useTranslation('calendar')
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), 1000), [])
  return (
    <div className="mt-2 flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4">
      <p className="m-0 text-sm text-ink-700">{t('hired::lead')}</p>
      <Loading>
        {idle ? (
          <SendSmsForm job={{ contactId, title }} />
        ) : (
          <LoadingStatus small>{t('common:::loading')}</LoadingStatus>
        )}
      </Loading>
    </div>
  )
}

/** A tab is a link (its own URL fragment), marked as the current page when it is the shown one. */
function TabLink({ tab, current, search }: { tab: JobsTab; current: JobsTab; search: CompanyJobsSearch }) {
  const { t } = useTranslation('firmjobs')
  return (
    <Link
      to="/firma/opgaver"
      search={{ ...search, jobid: undefined }}
      hash={tab === 'won' ? 'tab=vundne' : 'tab=aabne'}
      // With the hash: both tabs are the same path, and the router marks an active link current itself.
      activeOptions={{ includeHash: true }}
      aria-current={tab === current ? 'page' : undefined}
      className="-mb-px inline-flex h-11 items-center border-0 border-b-3 border-solid border-transparent px-3 font-semibold text-ink-700 no-underline hover:text-ink-900 aria-[current=page]:(border-brand-500 text-ink-900)"
    >
      {t(tab === 'won' ? 'tabs::won' : 'tabs::open')}
    </Link>
  )
}
