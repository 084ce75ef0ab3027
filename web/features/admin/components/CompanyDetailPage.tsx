import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/Section'
import { formatDateTime, formatPhone } from '../../../lib/format'
import { adminCompanyQuery } from '../queries'
import { Fact, FactCard, PartyLink } from './bits'
import { DetailPage } from './DetailPage'

/** `/admin/companies/$id`: one company with owner and categories; blocking it blocks the owner account. */
export function CompanyDetailPage({ id, meId }: { id: number; meId: number }) {
  const { t } = useTranslation('admin')
  const query = useQuery(adminCompanyQuery(id))
  const none = t('detail::none')
  return (
    <DetailPage
      tab="companies"
      meId={meId}
      query={query}
      account={({ company, owner }) => ({ ...owner, name: company.name, role: 'company' })}
    >
      {({ company, owner, categories }) => (
        <>
          <FactCard id="company-heading" title={t('detail::company')}>
            <Fact label={t('detail::kind')}>{t(`detail::kinds::${company.kind}`)}</Fact>
            <Fact label={t('columns::cvr')}>{company.cvr ?? none}</Fact>
            <Fact label={t('detail::address')}>
              {[company.address, `${company.zip} ${company.city}`].filter(Boolean).join(', ')}
            </Fact>
            <Fact label={t('columns::region')}>{company.region}</Fact>
            <Fact label={t('columns::phone')}>{company.phone ? formatPhone(company.phone) : none}</Fact>
            <Fact label={t('detail::mobile')}>{company.mobile ? formatPhone(company.mobile) : none}</Fact>
            <Fact label={t('columns::email')}>{company.email ?? none}</Fact>
            <Fact label={t('detail::slug')}>
              <a href={`/${company.slug}`} className="text-brand-700">
                /{company.slug}
              </a>
            </Fact>
            <Fact label={t('columns::created')}>{formatDateTime(company.createdAt)}</Fact>
            {company.description ? <Fact label={t('detail::description')}>{company.description}</Fact> : null}
          </FactCard>
          <FactCard id="owner-heading" title={t('detail::owner')}>
            <Fact label={t('columns::name')}>
              <PartyLink party={owner} to="user" />
            </Fact>
            <Fact label={t('columns::email')}>{owner.email ?? none}</Fact>
            <Fact label={t('columns::phone')}>{owner.phone ? formatPhone(owner.phone) : none}</Fact>
          </FactCard>
          <Section id="categories-heading" title={t('detail::categories')}>
            {categories.length === 0 ? (
              <p className="m-0 text-ink-500">{t('detail::noCategories')}</p>
            ) : (
              <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
                {categories.map((c) => (
                  <li key={c.id} className="rounded-full bg-gray-100 px-3 py-1 text-sm">
                    {c.name}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </DetailPage>
  )
}
