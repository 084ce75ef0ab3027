import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountEmailApi } from '../../../../domain/contract/account-email'
import { LinkConfirmForm } from '../../../components/form/LinkConfirmForm'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { meKey } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { accountKeys } from '../queries'

/**
 * `/bruger/bekraeft-email?token=…`: the link mailed to a new e-mail lands here, for the logged-in user who
 * asked. Only the button changes the account's e-mail (the server ends the other sessions and tells the
 * old address).
 */
export function EmailConfirmPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('account')
  useDocumentTitle(t('emailConfirm::title'))
  const queryClient = useQueryClient()
  const router = useRouter()

  return (
    <LinkConfirmForm
      title={t('emailConfirm::title')}
      lead={t('emailConfirm::lead')}
      token={token}
      missing={t('emailConfirm::missing')}
      label={t('emailConfirm::submit')}
      pendingLabel={t('emailConfirm::submitting')}
      confirm={async (value) => {
        const profile = await call(accountEmailApi.confirm, { body: { token: value } })
        queryClient.setQueryData(accountKeys.profile, profile)
        void queryClient.invalidateQueries({ queryKey: meKey })
        notify({ type: 'success', note: t('emailConfirm::done', { email: profile.email }) })
        await router.navigate({ to: '/bruger/profil' })
      }}
      next={
        <Link to="/bruger/profil" className="text-center font-semibold text-brand-600">
          {t('emailConfirm::toProfile')}
        </Link>
      }
    />
  )
}
