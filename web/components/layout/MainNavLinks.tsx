import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../lib/session'

/** The company's own work in the main navigation (a company may not post jobs). */
export const companyNavLinks = [
  { to: '/firma/opgaver', labelKey: 'nav::findJobs', exact: true },
  { to: '/firma/opgaver/dine-vundne-opgaver', labelKey: 'nav::wonJobs', exact: false },
] as const

/**
 * The main navigation's role links: 'Opret opgave' for visitors and customers; a company gets its own
 * work instead (companyNavLinks), staff the console. The server renders a page with its caller (an anonymous page, the one
 * the edge may cache, with none), and the browser's cache starts from the same caller: both render the
 * same links, and a company never sees 'Opret opgave' flash by.
 */
export function MainNavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { me } = useMe()
  if (me?.role === 'company')
    return (
      <>
        {companyNavLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            onClick={onNavigate}
            className={className}
            activeOptions={{ exact: link.exact, includeHash: false, includeSearch: false }}
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
