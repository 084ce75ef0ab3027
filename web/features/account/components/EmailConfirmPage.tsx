import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { notify } from '../../../components/ui/toast/toast-queue'
import { meKey } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { accountApi } from '../api'
import { ErrorArea, serverErrors } from '../form'
import { accountKeys } from '../queries'

/**
 * `/bruger/bekraeft-email?token=…`: the link mailed to a new e-mail lands here, for the logged-in user who
 * asked. Nothing happens on opening (mail scanners open links too): the owner presses the button, and
 * only then does the account's e-mail change (the server ends the other sessions and tells the old one).
 */
export function EmailConfirmPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('account')
  useDocumentTitle(t('emailConfirm::title'))
  const queryClient = useQueryClient()
  const router = useRouter()
  const [message, setMessage] = useState<string | null>(token ? null : t('emailConfirm::missing'))
  const [pending, setPending] = useState(false)

  async function confirm() {
    if (!token) return
    setMessage(null)
    setPending(true)
    try {
      const profile = await accountApi.confirmEmail(token)
      queryClient.setQueryData(accountKeys.profile, profile)
      void queryClient.invalidateQueries({ queryKey: meKey })
      notify({ type: 'success', note: t('emailConfirm::done', { email: profile.email }) })
      await router.navigate({ to: '/bruger/profil' })
    } catch (error) {
      setMessage(serverErrors(error).message)
      setPending(false)
    }
  }

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <div>
          <h1 className="m-0 text-2xl font-bold">{t('emailConfirm::title')}</h1>
          <p className="m-0 mt-1 text-ink-700">{t('emailConfirm::lead')}</p>
        </div>
        <ErrorArea message={message} />
        {token && !message ? (
          <Button
            onPress={() => void confirm()}
            isPending={pending}
            className="btn-primary h-11 w-full text-base"
          >
            {pending ? <span role="status">{t('emailConfirm::submitting')}</span> : t('emailConfirm::submit')}
          </Button>
        ) : null}
        {message ? (
          <Link to="/bruger/profil" className="text-center font-semibold text-brand-600">
            {t('emailConfirm::toProfile')}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
