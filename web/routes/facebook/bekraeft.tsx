import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { facebookApi } from '../../../domain/contract/facebook'
import { safeRedirectPath } from '../../../domain/rules/safe-redirect'
import { LinkConfirmForm } from '../../components/form/LinkConfirmForm'
import { notify } from '../../components/ui/toast/toast-queue'
import { call } from '../../lib/api'
import { meKey } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'
import { linkTokenSearch } from '../-link-token'

export const Route = createFileRoute('/facebook/bekraeft')({
  validateSearch: linkTokenSearch,
  component: FacebookConfirmPage,
})

/**
 * The link mailed to the address a Facebook user typed lands here. Only the button makes the account
 * and logs in (mail scanners open links too).
 */
function FacebookConfirmPage() {
  const { t } = useTranslation('login')
  useDocumentTitle(t('facebookConfirm::title'))
  const { token } = Route.useSearch()
  const queryClient = useQueryClient()
  const router = useRouter()

  return (
    <LinkConfirmForm
      title={t('facebookConfirm::title')}
      lead={t('facebookConfirm::lead')}
      token={token}
      missing={t('facebookConfirm::missing')}
      label={t('facebookConfirm::submit')}
      pendingLabel={t('facebookConfirm::submitting')}
      confirm={async (value) => {
        const answer = await call(facebookApi.confirm, { body: { token: value } })
        queryClient.setQueryData(meKey, answer.user)
        await queryClient.invalidateQueries({ queryKey: meKey })
        notify({ type: 'success', note: t('facebook::welcome') })
        await router.navigate({ href: safeRedirectPath(answer.redirectTo, window.location.origin) })
      }}
      next={
        <Link to="/" className="text-center font-semibold text-brand-600">
          {t('facebookConfirm::startAgain')}
        </Link>
      }
    />
  )
}
