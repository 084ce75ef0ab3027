import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { safeRedirectPath } from '../../../domain/rules/safe-redirect'
import { notify } from '../../components/ui/toast/toast-queue'
import { authApi } from '../../features/auth/api'
import { ErrorArea, Spinner } from '../../features/auth/components/fields'
import { serverErrors } from '../../features/auth/form'
import { meKey } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

export const Route = createFileRoute('/facebook/bekraeft')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  component: FacebookConfirmPage,
})

/**
 * The link mailed to the address a Facebook user typed lands here. Nothing happens on opening (mail
 * scanners open links too): the owner presses the button, and only then is the account made and
 * logged in.
 */
function FacebookConfirmPage() {
  const { t } = useTranslation(['login', 'auth'])
  useDocumentTitle(t('facebookConfirm::title'))
  const { token } = Route.useSearch()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [message, setMessage] = useState<string | null>(token ? null : t('facebookConfirm::missing'))
  const [pending, setPending] = useState(false)

  async function confirm() {
    if (!token) return
    setMessage(null)
    setPending(true)
    try {
      const answer = await authApi.facebookConfirm(token)
      queryClient.setQueryData(meKey, answer.user)
      await queryClient.invalidateQueries({ queryKey: meKey })
      notify({ type: 'success', note: t('facebook::welcome') })
      await router.navigate({ href: safeRedirectPath(answer.redirectTo, window.location.origin) })
    } catch (error) {
      setMessage(serverErrors(error).message)
      setPending(false)
    }
  }

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
        <div>
          <h1 className="m-0 text-2xl font-bold">{t('facebookConfirm::title')}</h1>
          <p className="m-0 mt-1 text-ink-700">{t('facebookConfirm::lead')}</p>
        </div>
        <ErrorArea message={message} />
        {token ? (
          <Button
            onPress={() => void confirm()}
            isPending={pending}
            className="btn-primary text-base h-11 w-full"
          >
            {pending ? (
              <>
                <Spinner />
                <span>{t('facebookConfirm::submitting')}</span>
              </>
            ) : (
              t('facebookConfirm::submit')
            )}
          </Button>
        ) : null}
        {message ? (
          <Link to="/" className="text-center font-semibold text-brand-600">
            {t('facebookConfirm::startAgain')}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
