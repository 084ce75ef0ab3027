import { useTranslation } from 'react-i18next'
import { OtherGuarantees } from './OtherGuarantees'

/** An unknown guarantee slug: say so and list the real ones. */
export function GuaranteeNotFound() {
  const { t } = useTranslation('guarantees')
  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 className="title-display">{t('notFound::title')}</h1>
      <p className="mt-4 mb-4 text-lg text-ink-700">{t('notFound::body')}</p>
      <OtherGuarantees />
    </div>
  )
}
