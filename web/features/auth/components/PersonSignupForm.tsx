import { useTranslation } from 'react-i18next'
import { CustomerSignupRequest } from '../../../../domain/schemas/auth'
import { Form, FormHeading, FormSummary, SubmitButton } from '../../../components/form/Form'
import { PhoneField } from '../../../components/form/PhoneField'
import { EmailField, TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { authApi } from '../api'
import { SignupPasswordField, useSignedUp } from './signup-shared'

/** Sign-up as a private person (customer type person): person wording and hints. */
export function PersonSignupForm() {
  const { t } = useTranslation(['signup', 'login', 'auth'])
  const signedUp = useSignedUp()
  const form = useForm({
    initial: { name: '', email: '', phone: '', zip: '', password: '' },
    schema: CustomerSignupRequest,
    submit: async (data) => signedUp(await authApi.signupCustomer(data), 'person'),
    stayPending: true,
  })

  return (
    <Form form={form} aria-labelledby="person-heading" className="flex flex-col gap-4">
      <FormHeading id="person-heading" title={t('person::heading')} lead={t('person::hint')} />
      <FormSummary />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('person::name')}
          description={t('person::nameHint')}
          autoComplete="name"
          className="flex flex-col gap-1 sm:col-span-2"
        />
        <EmailField name="email" label={t('person::email')} description={t('person::emailHint')} />
        <PhoneField name="phone" label={t('person::phone')} description={t('person::phoneHint')} />
        <div className="sm:col-span-2">
          <ZipCityField name="zip" description={t('person::zipHint')} isRequired />
        </div>
        <SignupPasswordField />
      </div>
      <SubmitButton
        label={t('person::submit')}
        pendingLabel={t('person::submitting')}
        className="btn-primary text-base h-11 w-full sm:w-auto sm:self-start"
      />
    </Form>
  )
}
