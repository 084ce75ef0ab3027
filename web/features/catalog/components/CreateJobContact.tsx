import { useTranslation } from 'react-i18next'
import { PhoneField } from '../../../components/form/PhoneField'
import { TermsNote } from '../../../components/form/TermsNote'
import { EmailField, TextField } from '../../../components/form/TextField'

/**
 * Step for a logged-out visitor: who posts the job (a new profile, or an existing one confirmed), and the
 * terms a new profile accepts.
 */
export function CreateJobContact() {
  const { t } = useTranslation('createjob')
  return (
    <div className="flex flex-col gap-5">
      <p className="m-0 text-ink-700">{t('contact::lead')}</p>
      <TextField
        name="contact.name"
        label={t('contact::name')}
        autoComplete="name"
        maxLength={120}
        isRequired
      />
      <EmailField name="contact.email" label={t('contact::email')} maxLength={254} isRequired />
      <PhoneField name="contact.phone" label={t('contact::phone')} isRequired />
      <TermsNote />
    </div>
  )
}
