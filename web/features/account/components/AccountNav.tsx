import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../../lib/session'

/** A 44 px target (a phone shows the links side by side above the page). */
const item =
  'flex min-h-11 items-center box-border rounded-lg px-3 py-2 font-medium text-ink-700 no-underline hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-offset-2 outline-brand-500) aria-[current=page]:(bg-brand-50 text-brand-700 font-semibold)'

/** The account pages, in the order the sub-navigation lists them; the transactions are a company's only. */
const pages = [
  { to: '/bruger/profil', label: 'nav::profile', companyOnly: false },
  { to: '/bruger/account', label: 'nav::account', companyOnly: false },
  { to: '/bruger/account-transactions', label: 'login:::menu::transactions', companyOnly: true },
] as const

/**
 * The sub-navigation between the account pages. Spec: the sidebar's generic "active" highlight is cleared
 * on these paths; only the current page's link carries `aria-current="page"` (and its style).
 */
export function AccountNav() {
  const { t } = useTranslation(['account', 'login'])
  const { me } = useMe()
  return (
    <nav aria-label={t('nav::label')} className="lg:w-56 shrink-0">
      <ul className="m-0 flex list-none gap-1 p-0 lg:flex-col">
        {pages
          .filter((page) => !page.companyOnly || me?.role === 'company')
          .map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className={item}
                activeOptions={{ exact: true, includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
                inactiveProps={{ 'aria-current': undefined }}
              >
                {t(page.label)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
