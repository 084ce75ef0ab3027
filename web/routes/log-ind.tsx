import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoginForm } from '../features/auth/login-modal'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/log-ind')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    // Only same-site paths: never an open redirect.
    next: typeof search.next === 'string' && /^\/(?!\/)/.test(search.next) ? search.next : undefined,
  }),
  component: LoginPage,
})

/** Log-in as a page (for links and guards that cannot open the modal); a customer goes on to `next`. */
function LoginPage() {
  const { t } = useTranslation('login')
  useDocumentTitle(t('page::title'))
  const { next } = Route.useSearch()
  const router = useRouter()
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <div>
        <h1 className="m-0 text-2xl font-bold">{t('page::title')}</h1>
        <p className="m-0 mt-1 text-ink-700">{t('page::lead')}</p>
      </div>
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
        <LoginForm autoFocus onCustomer={() => void router.navigate({ href: next ?? '/' })} />
      </div>
    </section>
  )
}
