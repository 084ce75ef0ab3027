import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { accountApi } from '../../../../domain/contract/account'
import { formatDanishPhone } from '../../../../domain/rules/phone'
import type { AccountUpdateRequest } from '../../../../domain/schemas/account'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { CurrentPasswordField } from '../../../components/form/PasswordField'
import { PhoneField } from '../../../components/form/PhoneField'
import { SectionForm } from '../../../components/form/SectionForm'
import { EmailField, TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { PageTitle } from '../../../components/ui/PageTitle'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { meKey } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { accountKeys, accountQuery } from '../queries'
import { contactDetailsForm, EmailChangeForm, isNewPhone, passwordFailure } from './account-forms'
import { NoPasswordNote } from './NoPasswordNote'

/**
 * `/bruger/profil`: name, phone, zip with city, and the e-mail change. A new phone (the SMS reset factor)
 * or e-mail needs the current password; a new e-mail only changes when the link mailed to it is opened.
 */
export function ProfilePage() {
  const { t } = useTranslation('account')
  useDocumentTitle(t('profile::title'))
  const { data: profile } = useSuspenseQuery(accountQuery())
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t('profile::title')} lead={t('profile::lead')} />
      {/* Saved values start a fresh form (the password typed for a new phone goes with it). */}
      <ContactDetails key={`${profile.name}|${profile.phone}|${profile.zip}`} />
      <EmailChange />
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
    mutationFn: (body: AccountUpdateRequest) => call(accountApi.update, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile, profile)
      // The header's user menu shows the name.
      void queryClient.invalidateQueries({ queryKey: meKey })
    },
  })
}

function ContactDetails() {
  const { t } = useTranslation('account')
  const { data: profile } = useSuspenseQuery(accountQuery())
  const save = useSaveProfile()
  const form = useForm({
    initial: {
      name: profile.name,
      phone: formatDanishPhone(profile.phone ?? ''),
      zip: profile.zip ?? '',
      currentPassword: '',
    },
    schema: contactDetailsForm(profile.phone),
    // The password goes along only with a new phone: it is what the server checks it for.
    input: ({ currentPassword, ...details }) =>
      isNewPhone(details.phone, profile.phone) ? { ...details, currentPassword } : details,
    onFailure: passwordFailure('currentPassword', t('common:::errors::invalid_input')),
    submit: async (data) => {
      const phoneChanged = isNewPhone(data.phone ?? '', profile.phone)
      await save.mutateAsync(data)
      notify({ type: 'success', note: phoneChanged ? t('profile::phoneSaved') : t('profile::saved') })
    },
  })
  const phoneChanged = isNewPhone(form.values.phone, profile.phone)

  return (
    <SectionForm
      id="details-heading"
      title={t('profile::detailsTitle')}
      form={form}
      label={t('profile::save')}
      pendingLabel={t('profile::saving')}
      narrow
    >
      <TextField name="name" label={t('profile::name')} autoComplete="name" isRequired />
      <PhoneField
        name="phone"
        label={t('profile::phone')}
        // Without a password there is nothing to confirm a new number with (the SMS reset factor).
        description={profile.hasPassword ? t('profile::phoneHint') : t('profile::noPasswordPhone')}
        isDisabled={!profile.hasPassword}
      />
      {phoneChanged ? <CurrentPassword hint={t('profile::phonePasswordHint')} /> : null}
      <ZipCityField name="zip" />
    </SectionForm>
  )
}

/** The current password a new phone or e-mail is confirmed with; `hint` says what it is asked for. */
function CurrentPassword({ hint }: { hint: string }) {
  const { t } = useTranslation('account')
  return (
    <CurrentPasswordField
      name="currentPassword"
      label={t('profile::currentPassword')}
      description={hint}
      isRequired
    />
  )
}

function EmailChange() {
  const { t } = useTranslation('account')
  const { data: profile } = useSuspenseQuery(accountQuery())
  const save = useSaveProfile()
  const form = useForm({
    initial: { email: '', currentPassword: '' },
    schema: EmailChangeForm,
    onFailure: passwordFailure('currentPassword', t('common:::errors::invalid_input')),
    submit: async (data) => {
      const saved = await save.mutateAsync(data)
      form.set('email', '')
      form.set('currentPassword', '')
      notify({ type: 'success', note: t('profile::emailLinkSent', { email: saved.pendingEmail }) })
    },
  })

  return (
    <Section id="email-heading" title={t('profile::emailTitle')}>
      <p className="m-0 mb-4 text-ink-700 break-words">
        {profile.email ? t('profile::currentEmail', { email: profile.email }) : t('profile::noEmail')}
      </p>
      {profile.pendingEmail ? (
        <p
          role="status"
          className="m-0 mb-4 rounded-lg border border-solid border-amber-200 bg-amber-50 px-3 py-2 text-ink-900 break-words"
        >
          {t('profile::pendingEmail', { email: profile.pendingEmail })}
        </p>
      ) : null}
      {profile.hasPassword ? (
        <Form form={form} aria-labelledby="email-heading" className="flex max-w-xl flex-col gap-4">
          <FormSummary />
          <p className="m-0 text-ink-700">{t('profile::emailHowTo')}</p>
          <EmailField name="email" label={t('profile::email')} isRequired />
          <CurrentPassword hint={t('profile::emailHint')} />
          <SubmitButton
            label={t('profile::changeEmail')}
            pendingLabel={t('profile::saving')}
            className="btn-secondary h-11 self-start"
          />
        </Form>
      ) : (
        <NoPasswordNote />
      )}
    </Section>
  )
}
