import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { accountApi } from '../../../../domain/contract/account'
import { AccountDeleteRequest } from '../../../../domain/schemas/account'
import { PasswordDialogForm } from '../../../components/form/PasswordDialogForm'
import { CurrentPasswordField, NewPasswordField, PasswordField } from '../../../components/form/PasswordField'
import { SectionForm } from '../../../components/form/SectionForm'
import { useForm } from '../../../components/form/use-form'
import { LineIcon } from '../../../components/ui/Icon'
import { ModalCard } from '../../../components/ui/ModalCard'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { forgetCaller } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { accountExportHref, accountQuery } from '../queries'
import { PasswordChangeForm, passwordFailure } from './account-forms'
import { LinkedLogins } from './LinkedLogins'
import { NoPasswordNote } from './NoPasswordNote'

/**
 * `/bruger/account`: password change, linked log-ins, "Download mine data" (GDPR art. 20) and
 * "Slet min konto".
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account')
  useDocumentTitle(t('account::title'))
  const { data: profile } = useSuspenseQuery(accountQuery())
  return (
    <div className="flex flex-col gap-4">
      <h1 className="title-tool">{t('account::title')}</h1>
      {profile.hasPassword ? (
        <PasswordForm />
      ) : (
        <Section id="password-heading" title={t('account::passwordTitle')}>
          <NoPasswordNote />
        </Section>
      )}
      <LinkedLogins />
      <Section id="export-heading" title={t('account::exportTitle')}>
        {/* A customer has no company: the file's list does not promise one. */}
        <p className="m-0 mb-4 max-w-xl text-ink-700">
          {profile.company ? t('account::exportBodyCompany') : t('account::exportBody')}
        </p>
        <a href={accountExportHref} download className="btn-secondary no-underline">
          <LineIcon className="h-5 w-5">
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
          {t('account::exportButton')}
        </a>
      </Section>
      <Section id="delete-heading" title={t('account::deleteTitle')}>
        <p className="m-0 mb-4 max-w-xl text-ink-700">{t('account::deleteBody')}</p>
        {profile.hasPassword ? <DeleteAccount isCompany={profile.company !== null} /> : <NoPasswordNote />}
      </Section>
    </div>
  )
}

function PasswordForm() {
  const { t } = useTranslation('account')
  const form = useForm({
    initial: { currentPassword: '', newPassword: '', repeatPassword: '' },
    schema: PasswordChangeForm,
    onFailure: passwordFailure('currentPassword', t('common:::errors::invalid_input')),
    submit: async ({ currentPassword, newPassword }) => {
      const { endedSessions } = await call(accountApi.changePassword, {
        body: { currentPassword, newPassword },
      })
      for (const name of ['currentPassword', 'newPassword', 'repeatPassword']) form.set(name, '')
      notify({
        type: 'success',
        note:
          endedSessions > 0
            ? t('account::otherSessionsEnded', { count: endedSessions })
            : t('account::passwordChanged'),
      })
    },
  })

  return (
    <SectionForm
      id="password-heading"
      title={t('account::passwordTitle')}
      form={form}
      label={t('account::changePassword')}
      pendingLabel={t('account::changingPassword')}
      narrow
    >
      <CurrentPasswordField name="currentPassword" label={t('account::currentPassword')} isRequired />
      <NewPasswordField name="newPassword" label={t('account::newPassword')} isRequired />
      <PasswordField
        name="repeatPassword"
        label={t('account::repeatPassword')}
        autoComplete="new-password"
        isRequired
      />
    </SectionForm>
  )
}

/**
 * "Slet min konto": a confirmation dialog that asks for the password and says what is kept for 5 years
 * (a company's book-keeping data; a customer has none of that to keep).
 */
function DeleteAccount({ isCompany }: { isCompany: boolean }) {
  const { t } = useTranslation('account')
  return (
    <DialogTrigger>
      <Button className="btn border border-solid border-red-300 bg-white text-red-700 hover:bg-red-50">
        {t('account::deleteButton')}
      </Button>
      <ModalCard width="max-w-lg" role="alertdialog">
        {({ close }) => <DeleteForm isCompany={isCompany} close={close} />}
      </ModalCard>
    </DialogTrigger>
  )
}

/** The dialog's form: mounted with the dialog, so closing it forgets the password and any error. */
function DeleteForm({ isCompany, close }: { isCompany: boolean; close: () => void }) {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  const router = useRouter()
  const form = useForm({
    initial: { password: '' },
    schema: AccountDeleteRequest,
    onFailure: passwordFailure('password', t('common:::errors::invalid_input')),
    submit: async (data) => {
      await call(accountApi.remove, { body: data })
      forgetCaller(queryClient)
      await router.navigate({ to: '/' })
      notify({ type: 'success', note: t('account::deleted') })
    },
    stayPending: true,
  })

  return (
    <PasswordDialogForm
      form={form}
      title={t('account::deleteDialog::title')}
      passwordLabel={t('account::deleteDialog::password')}
      cancel={t('account::deleteDialog::cancel')}
      onCancel={close}
      label={t('account::deleteDialog::confirm')}
      pendingLabel={t('account::deleteDialog::deleting')}
      submitClassName="btn text-base h-11 bg-red-700 text-white hover:bg-red-800"
    >
      <p className="m-0 text-ink-700">{t('account::deleteDialog::erased')}</p>
      <p className="m-0 rounded-lg border border-solid border-amber-200 bg-amber-50 px-3 py-2 text-ink-900">
        {isCompany ? t('account::deleteDialog::keptCompany') : t('account::deleteDialog::kept')}
      </p>
    </PasswordDialogForm>
  )
}
