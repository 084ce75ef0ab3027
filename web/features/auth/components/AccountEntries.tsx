import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { Me } from '../../../../domain/schemas/auth'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { authApi } from '../api'
import { openLoginModal } from '../login-modal-store'
import { authKeys, useMe } from '../queries'

/** The account links a role gets in the user menu (the pages are built by the account and admin issues). */
export function accountLinks(role: Me['role']): { href: string; labelKey: string }[] {
  if (role === 'company')
    return [
      { href: '/firma/opgaver', labelKey: 'menu::companyJobs' },
      { href: '/bruger/profil', labelKey: 'menu::profile' },
    ]
  if (role === 'admin')
    return [
      { href: '/admin', labelKey: 'menu::admin' },
      { href: '/bruger/profil', labelKey: 'menu::profile' },
    ]
  return [
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
      await authApi.logout()
    } catch (error) {
      notifyFailure(error)
      return
    }
    // Forget everything cached about the caller; `['me']` is set (not removed) so mounted observers update.
    queryClient.setQueryData(authKeys.me, null)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] })
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

  if (isLoading) return <div className={stacked ? 'h-24' : 'h-10 w-40'} />

  if (!me) {
    return (
      <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
        <Button
          onPress={() => {
            onNavigate?.()
            openLoginModal()
          }}
          className={`btn-secondary text-base ${stacked ? 'w-full h-11' : ''}`}
        >
          {t('common:::nav::login')}
        </Button>
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
    return (
      <nav aria-label={t('menu::label')} className="flex flex-col gap-1">
        <p className="m-0 px-3 pb-1 text-sm text-ink-500">
          {t('menu::signedInAs')} <strong className="text-ink-900">{me.name}</strong>
        </p>
        {links.map((link) => (
          <a
            key={link.href}
            href={link.href}
            onClick={onNavigate}
            className="rounded-lg px-3 py-3 text-base font-medium text-ink-900 no-underline hover:bg-gray-50"
          >
            {t(link.labelKey)}
          </a>
        ))}
        <Button
          onPress={() => {
            onNavigate?.()
            void logout()
          }}
          className="btn-secondary text-base mt-1 h-11 w-full"
        >
          {t('menu::logout')}
        </Button>
      </nav>
    )
  }

  return (
    <MenuTrigger>
      <Button aria-label={`${t('menu::label')}: ${me.name}`} className="btn-secondary text-base max-w-56">
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-7 flex-none items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
        >
          {me.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="truncate">{me.name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 flex-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-56 rounded-xl border border-gray-200 bg-white p-1 shadow-xl outline-none border-solid"
      >
        <Menu
          aria-label={t('menu::label')}
          className="outline-none"
          onAction={(key) => {
            if (key === 'logout') void logout()
          }}
        >
          <MenuSection>
            <Header className="px-3 py-2 text-xs text-ink-500">
              {t('menu::signedInAs')} <strong className="block text-sm text-ink-900">{me.name}</strong>
            </Header>
            {links.map((link) => (
              <MenuItem
                key={link.href}
                id={link.href}
                href={link.href}
                className="block cursor-pointer rounded-lg px-3 py-2 text-ink-900 no-underline outline-none data-[focused]:bg-gray-100"
              >
                {t(link.labelKey)}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="my-1 h-px border-0 bg-gray-200" />
          <MenuItem
            id="logout"
            className="cursor-pointer rounded-lg px-3 py-2 font-semibold text-ink-900 outline-none data-[focused]:bg-gray-100"
          >
            {t('menu::logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
