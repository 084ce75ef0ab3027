import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/ui/LoadFailed'

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
  const { t } = useTranslation('account')
  const router = useRouter()
  const { reset } = useQueryErrorResetBoundary()
  return (
    <div className="mx-auto max-w-xl">
      <LoadFailed
        error={error}
        fallback={t('errors::loadFailed')}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </div>
  )
}
