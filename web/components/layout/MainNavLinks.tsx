import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { tabOfHash } from '../../features/company/search-params'
import { useHydrated } from '../../lib/render-time'
import { useMe } from '../../lib/session'

/**
 * The company's own work in the main navigation (a company may not post jobs). `won`: the link of the won
 * jobs, which is also where the company is on the jobs page's won tab (`/firma/opgaver#tab=vundne`).
 */
export const companyNavLinks = [
  { to: '/firma/opgaver', labelKey: 'nav::findJobs', exact: true, won: false },
  { to: '/firma/opgaver/dine-vundne-opgaver', labelKey: 'nav::wonJobs', exact: false, won: true },
] as const

/** How a link the router does not mark itself reads as the current page (the router's own marks). */
const currentProps = { className: 'active', 'aria-current': 'page' } as const

/**
 * On the jobs page's won tab (`/firma/opgaver#tab=vundne`, titled 'Vundne opgaver') the company reads its
 * won jobs, not open ones to find: the header marks 'Vundne opgaver' there, not 'Find opgaver'. The
 * server never sees the fragment, so until the browser has taken over the server's markup it is the
 * open tab, as the server rendered it.
 */
function useOnWonTab(): boolean {
  const hydrated = useHydrated()
  const wonTab = useLocation({
    select: (l) => l.pathname === '/firma/opgaver' && tabOfHash(l.hash) === 'won',
  })
  return hydrated && wonTab
}

/**
 * The main navigation's role links: 'Opret opgave' for visitors and customers; a company gets its own
 * work instead (companyNavLinks), staff the console. The server renders a page with its caller (an anonymous page, the one
 * the edge may cache, with none), and the browser's cache starts from the same caller: both render the
 * same links, and a company never sees 'Opret opgave' flash by.
 */
export function MainNavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { me } = useMe()
  const onWonTab = useOnWonTab()
  if (me?.role === 'company')
    return (
      <>
        {companyNavLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            onClick={onNavigate}
            className={className}
            // On the won tab the open jobs' link compares the fragment too, so it is not the current page.
            activeOptions={{ exact: link.exact, includeHash: onWonTab && !link.won, includeSearch: false }}
            inactiveProps={onWonTab && link.won ? currentProps : undefined}
          >
            {t(link.labelKey)}
          </Link>
        ))}
      </>
    )
  // Staff may not post jobs (job_poster_not_customer): their way in is the console.
  if (me?.role === 'admin')
    return (
      <Link to="/admin" onClick={onNavigate} className={className}>
        {t('nav::administration')}
      </Link>
    )
  return (
    <Link to="/createjob" onClick={onNavigate} className={className}>
      {t('nav::createJob')}
    </Link>
  )
}
