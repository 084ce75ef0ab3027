import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../../../domain/contract/auth'
import type { Me } from '../../../../domain/schemas/auth'
import { companyNavLinks } from '../../../components/layout/MainNavLinks'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { forgetCaller, useMe } from '../../../lib/session'
import { openLoginModal } from '../login-modal-store'

// The desktop user menu (React Aria Menu + Popover) loads only for a logged-in caller.
const UserMenu = lazy(() => import('./UserMenu'))

/** The account links a role gets in the user menu (the pages are built by the account and admin issues). */
export function accountLinks(role: Me['role']): { href: string; labelKey: string }[] {
  if (role === 'company')
    return [
      { href: '/firma/opgaver', labelKey: 'menu::companyJobs' },
      { href: '/firma/opgaver/dine-vundne-opgaver', labelKey: 'menu::wonJobs' },
      { href: '/firma/beskeder', labelKey: 'menu::messages' },
      { href: '/firma/kalender', labelKey: 'menu::calendar' },
      { href: '/firma/anmeldelser', labelKey: 'menu::reviews' },
      { href: '/firma/soegeagenter', labelKey: 'menu::searchAgents' },
      { href: '/firma/notifikationer', labelKey: 'menu::notifications' },
      { href: '/firma/abonnement', labelKey: 'menu::subscriptions' },
      { href: '/firma/saldo', labelKey: 'menu::balance' },
      { href: '/bruger/account-transactions', labelKey: 'menu::transactions' },
      { href: '/firma/oplysninger', labelKey: 'menu::companySettings' },
      { href: '/bruger/profil', labelKey: 'menu::profile' },
    ]
  if (role === 'admin')
    return [
      { href: '/admin', labelKey: 'menu::admin' },
      { href: '/bruger/profil', labelKey: 'menu::profile' },
    ]
  return [
    { href: '/bruger/opgaver', labelKey: 'menu::myJobs' },
    // Write a review, see mine and withdraw one (review-cancel).
    { href: '/bruger/anmeld', labelKey: 'menu::myReviews' },
    { href: '/bruger/profil', labelKey: 'menu::profile' },
    { href: '/bruger/account', labelKey: 'menu::account' },
  ]
}

/** Log out: end the session, forget everything cached about the caller, go home. */
export function useLogout() {
  const { t } = useTranslation('login')
  const queryClient = useQueryClient()
  const router = useRouter()
  return async () => {
    try {
      await call(authApi.logout, {})
    } catch (error) {
      notifyFailure(error)
      return
    }
    forgetCaller(queryClient)
    await router.navigate({ to: '/' })
    notify({ type: 'success', note: t('menu::loggedOut') })
  }
}

export interface AccountEntriesProps {
  placement: 'header' | 'mobileMenu'
  onNavigate?: () => void
}

/**
 * What the header shows about the caller: "Log ind" + "Opret profil" when anonymous, a user menu when
 * logged in.
 */
export function AccountEntries({ placement, onNavigate }: AccountEntriesProps) {
  const { t } = useTranslation(['login', 'common'])
  const { me, isLoading } = useMe()
  const logout = useLogout()
  const stacked = placement === 'mobileMenu'
  // The user menu's code is not in the server render: the server and the first client render show its
  // placeholder, then it loads (a lazy component cannot render in the Worker's renderToString).
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  if (isLoading) return <div className={stacked ? 'h-24' : 'h-11 w-40'} />

  if (!me) {
    return (
      <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
        <button
          type="button"
          onClick={() => {
            onNavigate?.()
            openLoginModal()
          }}
          className={`btn-secondary text-base ${stacked ? 'w-full h-11' : ''}`}
        >
          {t('common:::nav::login')}
        </button>
        <Link
          to="/opret-profil"
          onClick={onNavigate}
          className={`btn-primary text-base no-underline ${stacked ? 'w-full h-11' : ''}`}
        >
          {t('common:::nav::signup')}
        </Link>
      </div>
    )
  }

  const links = accountLinks(me.role)

  if (stacked) {
    // The phone menu sheet shows the main navigation right above: its links are not repeated here.
    const inMainNav = new Set<string>(me.role === 'company' ? companyNavLinks.map((link) => link.to) : [])
    return (
      <nav aria-label={t('menu::label')} className="flex flex-col gap-1">
        <p className="m-0 px-3 pb-1 text-sm text-ink-500">
          {t('menu::signedInAs')} <strong className="text-ink-900">{me.name}</strong>
        </p>
        {links
          .filter((link) => !inMainNav.has(link.href))
          .map((link) => (
            <a
              key={link.href}
              href={link.href}
              onClick={onNavigate}
              className="rounded-lg px-3 py-3 text-base font-medium text-ink-900 no-underline hover:bg-gray-50"
            >
              {t(link.labelKey)}
            </a>
          ))}
        <button
          type="button"
          onClick={() => {
            onNavigate?.()
            void logout()
          }}
          className="btn-secondary text-base mt-1 h-11 w-full"
        >
          {t('menu::logout')}
        </button>
      </nav>
    )
  }

  if (!mounted) return <div className="h-11 w-40" />
  return (
    <Suspense fallback={<div className="h-11 w-40" />}>
      <UserMenu me={me} links={links} onLogout={() => void logout()} />
    </Suspense>
  )
}
