import { Outlet, useRouter } from '@tanstack/react-router'
import { Suspense } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { NotificationBell } from '../../features/notifications/components/NotificationBell'
import { lazyComponent } from '../../lib/lazy-component'
import { AfterHydration } from '../../lib/render-time'
import { useMe } from '../../lib/session'
import { LazyToaster } from '../ui/toast/LazyToaster'
import { AriaLocale } from './AriaLocale'
import { Footer } from './Footer'
import { HeaderAccountSlot } from './HeaderAccountSlot'
import { LanguageSelect } from './LanguageSelect'
import { Logo } from './Logo'
import { MainNavLinks } from './MainNavLinks'
import { MobileMenu } from './MobileMenu'
import { OnlineBanner } from './OnlineBanner'

// Only a logged-in caller has messages: the dropdown (React Aria's popover and dialog) is not part of
// the code every public page starts with (issue 21).
const MessagesMenu = lazyComponent(() =>
  import('../../features/messages/components/MessagesMenu').then((m) => m.MessagesMenu),
)

const navLink =
  'rounded-md px-3 py-2 font-medium text-ink-700 no-underline hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-offset-2 outline-brand-500) [&.active]:text-brand-600'

/** Header, main and footer around every page; also hosts the toast region. */
export function AppShell() {
  const { t } = useTranslation()
  const router = useRouter()
  const { me } = useMe()
  return (
    // React Aria links (e.g. combobox suggestions with href) navigate through the TanStack router.
    <RouterProvider navigate={(href) => router.navigate({ href })} useHref={(href) => href}>
      <AriaLocale>
        <div className="min-h-screen flex flex-col">
          <a
            href="#main"
            className="sr-only focus:(not-sr-only fixed left-3 top-3 z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg outline-2 outline-brand-500)"
          >
            {t('nav::skipToContent')}
          </a>
          <OnlineBanner />
          <header className="sticky top-0 z-30 bg-white/95 backdrop-blur border-b border-gray-200">
            <div className="mx-auto max-w-6xl flex items-center justify-between gap-4 px-4 py-3">
              <div className="flex shrink-0 items-center gap-6">
                <Logo />
                <nav aria-label={t('nav::mainNavigation')} className="hidden lg:flex items-center gap-1">
                  <MainNavLinks className={navLink} />
                </nav>
              </div>
              <div className="flex min-w-0 items-center gap-1 lg:gap-3">
                {/* Messages and the bell stay in the bar on a phone too: unread counts must be seen without opening the menu. */}
                {me ? (
                  <AfterHydration>
                    <Suspense fallback={null}>
                      <MessagesMenu />
                    </Suspense>
                  </AfterHydration>
                ) : null}
                <NotificationBell />
                <div className="hidden min-w-0 lg:flex items-center gap-3">
                  <LanguageSelect />
                  <HeaderAccountSlot placement="header" />
                </div>
                <MobileMenu />
              </div>
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 mx-auto w-full max-w-6xl px-4 py-6 outline-none">
            <Outlet />
          </main>
          <Footer />
          <LazyToaster />
        </div>
      </AriaLocale>
    </RouterProvider>
  )
}
