import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '../../../../domain/schemas/admin'
import { BackLink } from '../../../components/ui/BackLink'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AuditTrail } from './AuditTrail'
import { BlockControl, type BlockTarget } from './BlockControl'
import { Loading, StatusBadge } from './bits'

/**
 * A user's or a company's page in the console, titled by its name: back to its list, the name and
 * status with block / unblock, its own cards, and the audit trail last. While it loads, 'Henter …';
 * a failed load says why, with a retry.
 */
export function DetailPage<Detail extends { audit: AuditEntry[] }>({
  tab,
  meId,
  query,
  account,
  children,
}: {
  /** The list it is opened from. */
  tab: 'users' | 'companies'
  meId: number
  query: UseQueryResult<Detail>
  /** The account the page blocks, under the name the page shows (a company blocks its owner). */
  account: (detail: Detail) => BlockTarget
  /** The page's cards between its head and the audit trail. */
  children: (detail: Detail) => ReactNode
}) {
  const { t } = useTranslation('admin')
  const name = query.data ? account(query.data).name : undefined
  useDocumentTitle(name ? `${name} – ${t('title')}` : t('title'))
  if (query.isPending) return <Loading />
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  const target = account(query.data)
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/admin" search={{ tab }}>
        {t('detail::back')}
      </BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="title-tool break-words">{target.name}</h1>
          <StatusBadge status={target.status} />
        </div>
        <BlockControl target={target} meId={meId} />
      </div>
      {children(query.data)}
      <AuditTrail entries={query.data.audit} />
    </div>
  )
}
