import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApiFailure } from '../../../lib/api'

/** Shown while an account page loads. */
export function AccountPending() {
  const { t } = useTranslation()
  return (
    <p role="status" className="py-8 text-center text-ink-500">
      {t('loading')}
    </p>
  )
}

/** A failed load: the server's message and a retry button. */
export function AccountError({ error }: ErrorComponentProps) {
  const { t } = useTranslation(['account', 'common'])
  const router = useRouter()
  const { reset } = useQueryErrorResetBoundary()
  const message = error instanceof ApiFailure && error.message ? error.message : t('errors::loadFailed')
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="m-0">{message}</p>
      <button
        type="button"
        className="btn-secondary mt-3"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {t('common:::retry')}
      </button>
    </div>
  )
}
