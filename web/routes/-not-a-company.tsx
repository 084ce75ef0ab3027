import { useTranslation } from 'react-i18next'
import { CompanyOnly } from '../features/company/components/CompanyJobsPage'
import { useDocumentTitle } from '../lib/use-document-title'

/** Another role's view of a company page: why it shows nothing, with a title of its own, like every page. */
export function NotACompany() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav::forCompanies'))
  return <CompanyOnly />
}
