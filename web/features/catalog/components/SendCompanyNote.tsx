import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { sendCompanyQuery } from '../queries'

/**
 * 'Opgaven sendes også direkte til {company}.' on every step of a job that came from a company's
 * profile (`?sendcompany=`), with the company's name once it is known; the general words while it loads
 * or when the company cannot be found (a stale link: the post still goes through without it).
 */
export function SendCompanyNote({ slug }: { slug: string }) {
  const { t } = useTranslation('createjob')
  const company = useQuery(sendCompanyQuery(slug))
  return (
    <p role="note" className="m-0 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {company.data ? t('sendCompany::named', { company: company.data.name }) : t('contact::sendCompany')}
    </p>
  )
}
