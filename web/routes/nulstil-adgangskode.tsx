import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CodeResetForm, TokenResetForm } from '../features/auth/components/ResetForms'
import { useDocumentTitle } from '../lib/use-document-title'
import { linkTokenSearch } from './-link-token'

export const Route = createFileRoute('/nulstil-adgangskode')({
  validateSearch: (search: Record<string, unknown>): { token?: string; email?: string } => ({
    ...linkTokenSearch(search),
    email: typeof search.email === 'string' ? search.email : undefined,
  }),
  component: ResetPasswordPage,
})

/** The e-mail link lands here with `?token=…`; without a token the SMS-code form is shown. */
function ResetPasswordPage() {
  const { t } = useTranslation('login')
  useDocumentTitle(t('reset::title'))
  const { token, email } = Route.useSearch()
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="sr-only">{t('reset::title')}</h1>
      {token ? (
        <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
          <TokenResetForm token={token} />
        </div>
      ) : (
        <>
          <p
            role="note"
            className="m-0 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 border-solid"
          >
            {t('reset::linkMissing')}
          </p>
          <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
            <CodeResetForm email={email} />
          </div>
        </>
      )}
      <p className="m-0 text-center">
        <Link to="/glemt-adgangskode" className="font-semibold text-brand-600">
          {t('forgot::title')}
        </Link>
      </p>
    </section>
  )
}
