import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CustomerSignupRequest } from '../../../../domain/schemas/auth'
import { authApi } from '../api'
import { check, type FieldErrors, serverErrors } from '../form'
import { AuthForm, ErrorArea, PasswordRow, SubmitButton, TextRow } from './fields'
import { useSignedUp, ZipRow } from './signup-shared'

/** Sign-up as a private person (customer type person): person wording and hints. */
export function PersonSignupForm() {
  const { t } = useTranslation(['signup', 'login', 'auth'])
  const [draft, setDraft] = useState({ name: '', email: '', phone: '', zip: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const signedUp = useSignedUp()
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))

  async function submit() {
    setMessage(null)
    const parsed = check(CustomerSignupRequest, draft)
    if (!parsed.ok) {
      setErrors(parsed.errors)
      setMessage(t('fixFields'))
      return
    }
    setErrors({})
    setPending(true)
    try {
      signedUp(await authApi.signupCustomer(parsed.data), 'person')
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
      setPending(false)
    }
  }

  return (
    <AuthForm
      aria-labelledby="person-heading"
      errors={errors}
      onErrorsChange={setErrors}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="person-heading" className="m-0 text-lg font-bold">
          {t('person::heading')}
        </h2>
        <p className="m-0 mt-1 text-ink-700">{t('person::hint')}</p>
      </div>
      <ErrorArea message={message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextRow
          name="name"
          label={t('person::name')}
          hint={t('person::nameHint')}
          autoComplete="name"
          value={draft.name}
          onChange={set('name')}
          className="flex flex-col sm:col-span-2"
        />
        <TextRow
          name="email"
          label={t('person::email')}
          hint={t('person::emailHint')}
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={set('email')}
        />
        <TextRow
          name="phone"
          label={t('person::phone')}
          hint={t('person::phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={set('phone')}
        />
        <div className="sm:col-span-2">
          <ZipRow value={draft.zip} onChange={set('zip')} hint={t('person::zipHint')} error={errors.zip} />
        </div>
        <div className="sm:col-span-2">
          <PasswordRow
            name="password"
            label={t('login:::modal::password')}
            hint={t('login:::password::hint')}
            autoComplete="new-password"
            value={draft.password}
            onChange={set('password')}
          />
        </div>
      </div>
      <SubmitButton
        pending={pending}
        label={t('person::submit')}
        pendingLabel={t('person::submitting')}
        className="btn-primary text-base h-11 w-full sm:w-auto sm:self-start"
      />
    </AuthForm>
  )
}
