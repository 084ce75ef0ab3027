import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { DialogActions, FormSummary } from '../../../components/form/Form'

/** Every subscription change needs the terms accepted; the terms open in a new tab, the dialog stays. */
function TermsField() {
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

/**
 * The end of a plan change's form (an upgrade, a downgrade): the terms, the summary, and 'cancel' beside
 * the confirming button.
 */
export function ConfirmPlanChange({
  kind,
  onCancel,
}: {
  kind: 'upgrade' | 'downgrade'
  onCancel: () => void
}) {
  const { t } = useTranslation('subscriptions')
  return (
    <>
      <TermsField />
      <FormSummary />
      <DialogActions
        cancel={t('cancel')}
        onCancel={onCancel}
        label={t(`${kind}::confirm`)}
        pendingLabel={t(`${kind}::pending`)}
      />
    </>
  )
}
