import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { AccountDeleteRequest, PasswordChangeRequest } from '../../../../domain/schemas/account'
import { notify } from '../../../components/ui/toast/toast-queue'
import { meKey } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { accountApi } from '../api'
import { check, ErrorArea, Section, SubmitButton, serverErrors, TextRow, useFieldErrors } from '../form'
import { accountQuery } from '../queries'
import { LinkedLogins } from './LinkedLogins'

/**
 * `/bruger/account`: password change, linked log-ins, "Download mine data" (GDPR art. 20) and
 * "Slet min konto".
 */
export function AccountSettingsPage() {
  const { t } = useTranslation(['account', 'auth'])
  useDocumentTitle(t('account::title'))
  const { data: profile } = useSuspenseQuery(accountQuery())
  return (
    <div className="flex flex-col gap-4">
      <h1 className="m-0 text-2xl font-bold">{t('account::title')}</h1>
      {profile.hasPassword ? (
        <PasswordForm />
      ) : (
        <Section id="password-heading" title={t('account::passwordTitle')}>
          <p className="m-0 text-ink-700">{t('profile::noPassword')}</p>
        </Section>
      )}
      <LinkedLogins />
      <Section id="export-heading" title={t('account::exportTitle')}>
        <p className="m-0 mb-4 max-w-xl text-ink-700">{t('account::exportBody')}</p>
        <a href={accountApi.exportHref} download className="btn-secondary no-underline">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('account::exportButton')}
        </a>
      </Section>
      <Section id="delete-heading" title={t('account::deleteTitle')}>
        <p className="m-0 mb-4 max-w-xl text-ink-700">{t('account::deleteBody')}</p>
        {profile.hasPassword ? (
          <DeleteAccount isCompany={profile.company !== null} />
        ) : (
          <p className="m-0 rounded-lg bg-gray-50 px-3 py-2 text-ink-700">{t('profile::noPassword')}</p>
        )}
      </Section>
    </div>
  )
}

function PasswordForm() {
  const { t } = useTranslation(['account', 'auth'])
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const { errors, setErrors, edit } = useFieldErrors()
  const [message, setMessage] = useState<string | null>(null)
  const change = useMutation({ mutationFn: accountApi.changePassword })

  function submit() {
    setMessage(null)
    const parsed = check(PasswordChangeRequest, { currentPassword, newPassword })
    if (!parsed.ok) return setErrors(parsed.errors)
    if (repeat !== newPassword) return setErrors({ repeatPassword: t('account::mismatch') })
    setErrors({})
    change.mutate(parsed.data, {
      onSuccess: ({ endedSessions }) => {
        setCurrentPassword('')
        setNewPassword('')
        setRepeat('')
        notify({
          type: 'success',
          note:
            endedSessions > 0
              ? t('account::otherSessionsEnded', { count: endedSessions })
              : t('account::passwordChanged'),
        })
      },
      onError: (error) => {
        const failure = serverErrors(error)
        setErrors(failure.fields)
        setMessage(failure.message)
      },
    })
  }

  return (
    <Section id="password-heading" title={t('account::passwordTitle')}>
      <Form
        aria-labelledby="password-heading"
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
          name="currentPassword"
          label={t('account::currentPassword')}
          value={currentPassword}
          onChange={edit('currentPassword', setCurrentPassword)}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <TextRow
          name="newPassword"
          label={t('account::newPassword')}
          value={newPassword}
          onChange={edit('newPassword', setNewPassword)}
          type="password"
          autoComplete="new-password"
          hint={t('account::passwordHint')}
          isRequired
        />
        <TextRow
          name="repeatPassword"
          label={t('account::repeatPassword')}
          value={repeat}
          onChange={edit('repeatPassword', setRepeat)}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <SubmitButton
          pending={change.isPending}
          label={t('account::changePassword')}
          pendingLabel={t('account::changingPassword')}
        />
      </Form>
    </Section>
  )
}

/** "Slet min konto": a confirmation dialog that asks for the password and says what is kept for 5 years. */
function DeleteAccount({ isCompany }: { isCompany: boolean }) {
  const { t } = useTranslation(['account', 'auth'])
  const queryClient = useQueryClient()
  const router = useRouter()
  const [password, setPassword] = useState('')
  const { errors, setErrors, edit } = useFieldErrors()
  const [message, setMessage] = useState<string | null>(null)
  const remove = useMutation({ mutationFn: accountApi.remove })

  function submit() {
    setMessage(null)
    const parsed = check(AccountDeleteRequest, { password })
    if (!parsed.ok) return setErrors(parsed.errors)
    setErrors({})
    remove.mutate(parsed.data, {
      onSuccess: async () => {
        // Logged out: forget everything about the caller, then go home.
        queryClient.clear()
        queryClient.setQueryData(meKey, null)
        await router.navigate({ to: '/' })
        notify({ type: 'success', note: t('account::deleted') })
      },
      onError: (error) => {
        const failure = serverErrors(error)
        setErrors(failure.fields)
        setMessage(failure.message)
      },
    })
  }

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) {
          setPassword('')
          setErrors({})
          setMessage(null)
        }
      }}
    >
      <Button className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50">
        {t('account::deleteButton')}
      </Button>
      <ModalOverlay
        isDismissable={!remove.isPending}
        className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 p-3 sm:items-center"
      >
        <Modal className="w-full max-w-lg rounded-xl bg-white shadow-2xl outline-none">
          <Dialog role="alertdialog" className="p-5 outline-none sm:p-6">
            {({ close }) => (
              <Form
                validationBehavior="aria"
                validationErrors={errors}
                onSubmit={(e) => {
                  e.preventDefault()
                  submit()
                }}
                className="flex flex-col gap-4"
              >
                <Heading slot="title" className="m-0 text-xl font-bold">
                  {t('account::deleteDialog::title')}
                </Heading>
                <p className="m-0 text-ink-700">{t('account::deleteDialog::erased')}</p>
                <p className="m-0 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-ink-900">
                  {t('account::deleteDialog::kept')}
                  {isCompany ? ` ${t('account::deleteDialog::keptCompany')}` : null}
                </p>
                <ErrorArea message={message} />
                <TextRow
                  name="password"
                  label={t('account::deleteDialog::password')}
                  value={password}
                  onChange={edit('password', setPassword)}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  isRequired
                />
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button onPress={close} isDisabled={remove.isPending} className="btn-secondary h-11">
                    {t('account::deleteDialog::cancel')}
                  </Button>
                  <SubmitButton
                    pending={remove.isPending}
                    label={t('account::deleteDialog::confirm')}
                    pendingLabel={t('account::deleteDialog::deleting')}
                    className="btn h-11 bg-red-700 text-white hover:bg-red-800"
                  />
                </div>
              </Form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
