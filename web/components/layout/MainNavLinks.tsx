import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../lib/session'

/**
 * The main navigation's role links: 'Opret opgave' for visitors and customers; a company may not post
 * jobs, so it gets its own work instead (find jobs, won jobs). The server render and the first client
 * render show the visitors' link (public pages are rendered without a caller); the company's links
 * come once the caller is known.
 */
export function MainNavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { me } = useMe()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (mounted && me?.role === 'company')
    return (
      <>
        <Link
          to="/firma/opgaver"
          onClick={onNavigate}
          className={className}
          activeOptions={{ exact: true, includeHash: false }}
        >
          {t('nav::findJobs')}
        </Link>
        <Link to="/firma/opgaver/dine-vundne-opgaver" onClick={onNavigate} className={className}>
          {t('nav::wonJobs')}
        </Link>
      </>
    )
  return (
    <Link to="/createjob" onClick={onNavigate} className={className}>
      {t('nav::createJob')}
    </Link>
  )
}
