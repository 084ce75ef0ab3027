import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** What a company or an admin sees on a customer's job pages: whose pages they are, and a way on. */
export function CustomerOnly() {
  const { t } = useTranslation('jobs')
  useDocumentTitle(t('mine::title'))
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8">
      <h1 tabIndex={-1} className="m-0 text-2xl font-bold">
        {t('mine::title')}
      </h1>
      <p className="m-0 text-ink-700">{t('customerOnly')}</p>
      <Link to="/" className="btn-secondary self-start no-underline">
        {t('toFront')}
      </Link>
    </div>
  )
}
