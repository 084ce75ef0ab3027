import { useTranslation } from 'react-i18next'
import { DialogActions, FormSummary } from '../../../components/form/Form'
import { TermsField } from '../../../components/form/TermsField'

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
      {/* Every subscription change needs the terms accepted. */}
      <TermsField label={t('upgrade::terms')} readLabel={t('upgrade::readTerms')} />
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
