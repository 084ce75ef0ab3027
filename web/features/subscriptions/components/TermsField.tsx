import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../../components/form/CheckboxField'

/** Every subscription change needs the terms accepted; the terms open in a new tab, the dialog stays. */
export function TermsField() {
  const { t } = useTranslation('subscriptions')
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <CheckboxField name="acceptTerms" label={t('upgrade::terms')} isRequired />
      <a href="/handelsbetingelser" target="_blank" rel="noopener" className="py-0.5 text-sm font-medium">
        {t('upgrade::readTerms')}
      </a>
    </div>
  )
}
