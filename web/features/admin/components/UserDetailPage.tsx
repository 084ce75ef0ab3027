import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { formatDateTime, formatPhone } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminUserQuery } from '../queries'
import { AuditTrail } from './AuditTrail'
import { BlockControl } from './BlockControl'
import { DetailHeader, Fact, FactCard, Loading, PartyLink } from './bits'

/** `/admin/users/$id`: one user, their company, block/unblock and the audit trail. */
export function UserDetailPage({ id, meId }: { id: number; meId: number }) {
  const { t } = useTranslation('admin')
  const query = useQuery(adminUserQuery(id))
  useDocumentTitle(query.data ? `${query.data.user.name} – ${t('title')}` : t('title'))
  if (query.isPending) return <Loading />
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  const { user, company, audit } = query.data
  const none = t('detail::none')
  return (
    <div className="flex flex-col gap-4">
      <DetailHeader tab="users" name={user.name} status={user.status}>
        <BlockControl target={user} meId={meId} />
      </DetailHeader>
      <FactCard id="user-heading" title={t('detail::user')}>
        <Fact label={t('columns::email')}>{user.email ?? none}</Fact>
        <Fact label={t('columns::phone')}>{user.phone ? formatPhone(user.phone) : none}</Fact>
        <Fact label={t('detail::zip')}>{user.zip ?? none}</Fact>
        <Fact label={t('columns::role')}>{t(`roles::${user.role}`)}</Fact>
        <Fact label={t('detail::locale')}>
          {t(`common:::languages::${user.locale}`, { defaultValue: user.locale })}
        </Fact>
        <Fact label={t('columns::created')}>{formatDateTime(user.createdAt)}</Fact>
        {user.deletedAt ? <Fact label={t('detail::deletedAt')}>{formatDateTime(user.deletedAt)}</Fact> : null}
        <Fact label={t('detail::sessions')}>{user.activeSessions}</Fact>
      </FactCard>
      {company ? (
        <FactCard id="company-heading" title={t('detail::company')}>
          <Fact label={t('columns::name')}>
            <PartyLink party={company} to="company" />
          </Fact>
          <Fact label={t('columns::cvr')}>{company.cvr ?? none}</Fact>
          <Fact label={t('columns::city')}>
            {company.zip} {company.city}
          </Fact>
        </FactCard>
      ) : null}
      <AuditTrail entries={audit} />
    </div>
  )
}
