import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatPhone } from '../../../lib/format'
import { adminUserQuery } from '../queries'
import { Fact, FactCard, PartyLink } from './bits'
import { DetailPage } from './DetailPage'

/** `/admin/users/$id`: one user, their company, block/unblock and the audit trail. */
export function UserDetailPage({ id, meId }: { id: number; meId: number }) {
  const { t } = useTranslation('admin')
  const query = useQuery(adminUserQuery(id))
  const none = t('detail::none')
  return (
    <DetailPage tab="users" meId={meId} query={query} account={({ user }) => user}>
      {({ user, company }) => (
        <>
          <FactCard id="user-heading" title={t('detail::user')}>
            <Fact label={t('columns::email')}>{user.email ?? none}</Fact>
            <Fact label={t('columns::phone')}>{user.phone ? formatPhone(user.phone) : none}</Fact>
            <Fact label={t('detail::zip')}>{user.zip ?? none}</Fact>
            <Fact label={t('columns::role')}>{t(`roles::${user.role}`)}</Fact>
            <Fact label={t('detail::locale')}>
              {t(`common:::languages::${user.locale}`, { defaultValue: user.locale })}
            </Fact>
            <Fact label={t('columns::created')}>{formatDateTime(user.createdAt)}</Fact>
            {user.deletedAt ? (
              <Fact label={t('detail::deletedAt')}>{formatDateTime(user.deletedAt)}</Fact>
            ) : null}
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
        </>
      )}
    </DetailPage>
  )
}
