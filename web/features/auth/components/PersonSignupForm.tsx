import { useTranslation } from 'react-i18next'
import { authApi } from '../../../../domain/contract/auth'
import { CustomerSignupRequest } from '../../../../domain/schemas/auth'
import { wideFieldClass } from '../../../components/form/field-parts'
import { PhoneField } from '../../../components/form/PhoneField'
import { TermsNote } from '../../../components/form/TermsNote'
import { EmailField, TextField } from '../../../components/form/TextField'
import { TitledForm } from '../../../components/form/TitledForm'
import { useForm } from '../../../components/form/use-form'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { call } from '../../../lib/api'
import { SignupPasswordField, useSignedUp } from './signup-shared'

/**
 * Sign-up as a private person (customer type person): person wording and hints. Every field is
 * required and marked so (`*`), as in the company form, not the postcode alone.
 */
export function PersonSignupForm() {
  const { t } = useTranslation(['signup', 'login', 'auth'])
  const signedUp = useSignedUp()
  const form = useForm({
    initial: { name: '', email: '', phone: '', zip: '', password: '' },
    schema: CustomerSignupRequest,
    submit: async (data) => signedUp(await call(authApi.signupCustomer, { body: data }), 'person'),
    stayPending: true,
  })

  return (
    <TitledForm
      form={form}
      id="person-heading"
      title={t('person::heading')}
      lead={t('person::hint')}
      label={t('person::submit')}
      pendingLabel={t('person::submitting')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('person::name')}
          description={t('person::nameHint')}
          autoComplete="name"
          className={wideFieldClass}
          isRequired
        />
        <EmailField name="email" label={t('person::email')} description={t('person::emailHint')} isRequired />
        <PhoneField name="phone" label={t('person::phone')} description={t('person::phoneHint')} isRequired />
        <div className="sm:col-span-2">
          <ZipCityField name="zip" description={t('person::zipHint')} isRequired />
        </div>
        <SignupPasswordField isRequired />
      </div>
      <TermsNote />
    </TitledForm>
  )
}
