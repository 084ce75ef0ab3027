import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../components/ui/PageTitle'
import { LoginForm } from '../features/auth/login-modal'
import { leaveIfLoggedIn } from '../lib/session'
import { checkedRedirect } from '../lib/session-paths'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/log-ind')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    // Only a path on our own origin: never an open redirect.
    redirect: checkedRedirect(search.redirect),
  }),
  // Already logged in (or just logged in through Facebook, which reloads): go on.
  beforeLoad: ({ context, search }) => leaveIfLoggedIn(context.queryClient, search.redirect),
  component: LoginPage,
})

/**
 * Log-in as a page (guards send anonymous visitors here): afterwards everyone goes back to `redirect`,
 * or, without one, to their own start page.
 */
function LoginPage() {
  const { t } = useTranslation('login')
  useDocumentTitle(t('page::title'))
  const { redirect } = Route.useSearch()
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <PageTitle title={t('page::title')} lead={t('page::lead')} />
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
        <LoginForm autoFocus leavePage {...(redirect ? { returnTo: redirect } : {})} />
      </div>
    </section>
  )
}
