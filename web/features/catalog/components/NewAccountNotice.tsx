import { useRouterState } from '@tanstack/react-router'
import { Trans, useTranslation } from 'react-i18next'
import { useMe } from '../../../lib/session'

/** The history state of the page a new customer's first job lands on (see `newAccountState`). */
interface NewAccountState {
  createJobNewAccount?: boolean
}

/** Marks the landing page's history entry: the job was posted with a profile made for it just now. */
export const newAccountState = { createJobNewAccount: true } satisfies NewAccountState

/**
 * Whether this page is where a new customer's first job landed (the history entry the post made, see
 * `newAccountState`): never for a customer who had a profile. The page then shows `NewAccountNotice`
 * near its top and does not scroll to her job, which would push the notice out of view on a phone.
 */
export function useNewAccountLanding(): boolean {
  return useRouterState({
    select: (s) => Boolean((s.location.state as NewAccountState).createJobNewAccount),
  })
}

/**
 * On the page a new customer lands on after her first job (my jobs): we sent her an e-mail to choose a
 * password, so she can log in when she comes back (she is logged in for this visit only).
 */
export function NewAccountNotice() {
  const { t } = useTranslation('createjob')
  const { me } = useMe()
  if (!me?.email) return null
  return (
    <section
      aria-labelledby="new-account-title"
      className="flex flex-col gap-1 rounded-xl border border-solid border-brand-100 bg-brand-50 p-4 text-ink-900"
    >
      <h2 id="new-account-title" className="m-0 text-base font-bold">
        {t('newAccount::title')}
      </h2>
      <p className="m-0">
        <Trans
          t={t}
          i18nKey="newAccount::body"
          values={{ email: me.email }}
          components={{ email: <strong className="break-all" /> }}
        />
      </p>
    </section>
  )
}
