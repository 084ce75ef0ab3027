import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { AccountUpdateRequest } from '../../../../domain/schemas/account'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { notify } from '../../../components/ui/toast/toast-queue'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { accountApi } from '../api'
import { check, ErrorArea, Section, SubmitButton, serverErrors, TextRow, useFieldErrors } from '../form'
import { accountKeys, accountQuery } from '../queries'

/**
 * `/bruger/profil`: name, phone, zip with city, and the e-mail change. A new phone (the SMS reset factor)
 * or e-mail needs the current password; a new e-mail only changes when the link mailed to it is opened.
 */
export function ProfilePage() {
  // `auth` holds the shared field messages (e-mail, password) of the schemas.
  const { t } = useTranslation(['account', 'auth'])
  useDocumentTitle(t('profile::title'))
  const { data: profile } = useSuspenseQuery(accountQuery())
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="m-0 text-2xl font-bold">{t('profile::title')}</h1>
        <p className="m-0 mt-1 text-ink-700">{t('profile::lead')}</p>
      </div>
      <DetailsForm key={`${profile.name}|${profile.phone}|${profile.zip}`} />
      <EmailForm />
      {profile.company ? (
        <Section id="company-heading" title={t('profile::companyTitle')}>
          <p className="m-0">
            {profile.company.cvr
              ? t('profile::companyLine', { name: profile.company.name, cvr: profile.company.cvr })
              : t('profile::companyLineNoCvr', { name: profile.company.name })}
          </p>
          <p className="m-0 mt-1 text-ink-500">
            {profile.company.zip} {profile.company.city}
          </p>
        </Section>
      ) : null}
    </div>
  )
}

function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: accountApi.update,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile, profile)
      // The header's user menu shows the name.
      void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}

/** The number itself, as the server compares it: `12 34 56 78`, `12345678` and `+4512345678` are one. */
const phoneNumber = (phone: string | null) => (phone ?? '').replace(/\s+/g, '').replace(/^\+45/, '')

function DetailsForm() {
  const { t } = useTranslation('account')
  const { data: profile } = useSuspenseQuery(accountQuery())
  const [name, setName] = useState(profile.name)
  const [phone, setPhone] = useState(profile.phone ?? '')
  const [zip, setZip] = useState(profile.zip ?? '')
  const [currentPassword, setCurrentPassword] = useState('')
  const { errors, setErrors, edit } = useFieldErrors()
  const [message, setMessage] = useState<string | null>(null)
  const save = useSaveProfile()
  // The phone is the SMS reset factor: changing it asks for the password (the server insists too).
  const phoneChanged = phoneNumber(phone) !== phoneNumber(profile.phone)

  function submit() {
    setMessage(null)
    const parsed = check(AccountUpdateRequest, {
      name,
      phone,
      zip,
      ...(phoneChanged && currentPassword ? { currentPassword } : {}),
    })
    if (!parsed.ok) return setErrors(parsed.errors)
    if (phoneChanged && !profile.hasPassword) return setMessage(t('profile::noPasswordPhone'))
    if (phoneChanged && !currentPassword) {
      return setErrors({ currentPassword: t('errors::currentPasswordRequired') })
    }
    setErrors({})
    save.mutate(parsed.data, {
      onSuccess: () =>
        notify({ type: 'success', note: phoneChanged ? t('profile::phoneSaved') : t('profile::saved') }),
      onError: (error) => {
        const failure = serverErrors(error)
        setErrors(failure.fields)
        setMessage(failure.message)
      },
    })
  }

  return (
    <Section id="details-heading" title={t('profile::detailsTitle')}>
      <Form
        aria-labelledby="details-heading"
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        className="flex max-w-xl flex-col gap-4"
      >
        <ErrorArea message={message} />
        <TextRow
          name="name"
          label={t('profile::name')}
          value={name}
          onChange={edit('name', setName)}
          autoComplete="name"
          isRequired
        />
        <TextRow
          name="phone"
          label={t('profile::phone')}
          value={phone}
          onChange={edit('phone', setPhone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('profile::phoneHint')}
        />
        {phoneChanged && profile.hasPassword ? (
          <TextRow
            name="currentPassword"
            label={t('profile::currentPassword')}
            value={currentPassword}
            onChange={edit('currentPassword', setCurrentPassword)}
            type="password"
            autoComplete="current-password"
            hint={t('profile::phonePasswordHint')}
            isRequired
          />
        ) : null}
        <ZipCityField defaultZip={profile.zip ?? ''} onChange={(_, value) => edit('zip', setZip)(value)} />
        {errors.zip ? (
          <p role="alert" className="m-0 -mt-2 text-sm font-medium text-red-700">
            {errors.zip}
          </p>
        ) : null}
        <SubmitButton
          pending={save.isPending}
          label={t('profile::save')}
          pendingLabel={t('profile::saving')}
        />
      </Form>
    </Section>
  )
}

function EmailForm() {
  const { t } = useTranslation('account')
  const { data: profile } = useSuspenseQuery(accountQuery())
  const [email, setEmail] = useState('')
  const [currentPassword, setCurrentPassword] = useState('')
  const { errors, setErrors, edit } = useFieldErrors()
  const [message, setMessage] = useState<string | null>(null)
  const save = useSaveProfile()

  function submit() {
    setMessage(null)
    const parsed = check(AccountUpdateRequest, { email, currentPassword })
    if (!parsed.ok) return setErrors(parsed.errors)
    if (!parsed.data.email) return setErrors({ email: t('auth:::errors::emailRequired') })
    setErrors({})
    save.mutate(
      { email: parsed.data.email, currentPassword: parsed.data.currentPassword },
      {
        onSuccess: (saved) => {
          setEmail('')
          setCurrentPassword('')
          notify({ type: 'success', note: t('profile::emailLinkSent', { email: saved.pendingEmail }) })
        },
        onError: (error) => {
          const failure = serverErrors(error)
          setErrors(failure.fields)
          setMessage(failure.message)
        },
      },
    )
  }

  return (
    <Section id="email-heading" title={t('profile::emailTitle')}>
      <p className="m-0 mb-4 text-ink-700">
        {profile.email ? t('profile::currentEmail', { email: profile.email }) : t('profile::noEmail')}
      </p>
      {profile.pendingEmail ? (
        <p
          role="status"
          className="m-0 mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-ink-900 break-words"
        >
          {t('profile::pendingEmail', { email: profile.pendingEmail })}
        </p>
      ) : null}
      {profile.hasPassword ? (
        <Form
          aria-labelledby="email-heading"
          validationBehavior="aria"
          validationErrors={errors}
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
          className="flex max-w-xl flex-col gap-4"
        >
          <ErrorArea message={message} />
          <p className="m-0 text-ink-700">{t('profile::emailHowTo')}</p>
          <TextRow
            name="email"
            label={t('profile::email')}
            value={email}
            onChange={edit('email', setEmail)}
            type="email"
            autoComplete="email"
            isRequired
          />
          <TextRow
            name="currentPassword"
            label={t('profile::currentPassword')}
            value={currentPassword}
            onChange={edit('currentPassword', setCurrentPassword)}
            type="password"
            autoComplete="current-password"
            hint={t('profile::emailHint')}
            isRequired
          />
          <SubmitButton
            pending={save.isPending}
            label={t('profile::changeEmail')}
            pendingLabel={t('profile::saving')}
            className="btn-secondary h-11 self-start"
          />
        </Form>
      ) : (
        <p className="m-0 rounded-lg bg-gray-50 px-3 py-2 text-ink-700">{t('profile::noPassword')}</p>
      )}
    </Section>
  )
}
