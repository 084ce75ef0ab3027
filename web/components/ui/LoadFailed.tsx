import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { ApiFailure } from '../../lib/api'

/**
 * What a screen shows when its data could not be loaded: why, and 'Prøv igen' (the query's refetch).
 * The why is the API's message when the server gave one, else the screen's own `fallback`, else a common one.
 * `small` inside a panel whose text is small.
 */
export function LoadFailed({
  error,
  fallback,
  onRetry,
  small = false,
}: {
  error?: unknown
  fallback?: string
  onRetry: () => void
  small?: boolean
}) {
  const { t } = useTranslation('common')
  const why = error instanceof ApiFailure && error.message ? error.message : (fallback ?? t('loadFailed'))
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-solid border-red-200 bg-red-50 px-4 py-3 text-red-900 ${small ? 'text-sm' : ''}`}
    >
      <p className="m-0">{why}</p>
      <Button className="btn-secondary h-9" onPress={onRetry}>
        {t('retry')}
      </Button>
    </div>
  )
}
