import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { authApi } from '../../../../domain/contract/auth'
import { Email, NewPassword, PasswordResetRequest, ResetCode } from '../../../../domain/schemas/auth'
import { NewPasswordField } from '../../../components/form/PasswordField'
import { DigitsField, EmailField } from '../../../components/form/TextField'
import { TitledForm } from '../../../components/form/TitledForm'
import { useForm } from '../../../components/form/use-form'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { meKey } from '../../../lib/session'

/** After a reset: the user is logged in; toast, home. */
function useResetDone() {
  const { t } = useTranslation('login')
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (user: unknown) => {
    if (user) queryClient.setQueryData(meKey, user)
    await queryClient.invalidateQueries({ queryKey: meKey })
    notify({ type: 'success', note: t('reset::success') })
    await router.navigate({ to: '/' })
  }
}

/** Props shared by the two forms of one page: while either submits, both submit buttons are disabled. */
interface LinkedFormProps {
  /** Another form of the page is submitting. */
  otherPending?: boolean
  onPendingChange?: (pending: boolean) => void
}

/** Tells the page when this form starts and stops submitting. */
function useReportPending(pending: boolean, onPendingChange?: (pending: boolean) => void) {
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange])
}

/** The forgotten-password form: e-mail → the server's message (an e-mail with a link and an SMS code). */
export function ForgotPasswordForm({
  otherPending,
  onPendingChange,
  onSent,
}: LinkedFormProps & { onSent?: (email: string) => void }) {
  const { t } = useTranslation(['login', 'auth'])
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm({
    initial: { email: '' },
    schema: PasswordResetRequest,
    submit: async (data) => {
      setSent(null)
      const answer = await call(authApi.requestPasswordReset, { body: { email: data.email } })
      setSent(answer.message)
      onSent?.(data.email)
    },
  })
  useReportPending(form.pending, onPendingChange)

  return (
    <TitledForm
      form={form}
      id="forgot-heading"
      title={t('forgot::title')}
      lead={t('forgot::lead')}
      label={t('forgot::submit')}
      pendingLabel={t('forgot::submitting')}
      isDisabled={otherPending}
    >
      <div
        role="status"
        className={
          sent
            ? 'rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-brand-900 border-solid'
            : 'sr-only'
        }
      >
        {sent}
      </div>
      <EmailField name="email" label={t('modal::email')} />
    </TitledForm>
  )
}

const CodeReset = v.object({ email: Email, code: ResetCode, password: NewPassword })

/** The reset-signup form: e-mail + the 6-digit SMS code + a new password. */
export function CodeResetForm({
  otherPending,
  onPendingChange,
  email: suggestedEmail = '',
}: LinkedFormProps & { email?: string }) {
  const { t } = useTranslation(['login', 'auth'])
  const done = useResetDone()
  const form = useForm({
    initial: { email: suggestedEmail, code: '', password: '' },
    schema: CodeReset,
    submit: async (data) => done((await call(authApi.resetPassword, { body: data }))?.user),
  })
  useReportPending(form.pending, onPendingChange)
  // The forgotten-password form above was just sent: its address fills this form's e-mail once.
  const [suggested, setSuggested] = useState(suggestedEmail)
  if (suggested !== suggestedEmail) {
    setSuggested(suggestedEmail)
    if (suggestedEmail) form.set('email', suggestedEmail)
  }

  return (
    <TitledForm
      form={form}
      id="code-heading"
      title={t('reset::codeTitle')}
      lead={t('reset::codeLead')}
      label={t('reset::codeSubmit')}
      pendingLabel={t('reset::submitting')}
      isDisabled={otherPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField name="email" label={t('modal::email')} />
        <DigitsField
          name="code"
          label={t('reset::code')}
          description={t('reset::codeHint')}
          autoComplete="one-time-code"
          length={6}
        />
        <div className="sm:col-span-2">
          <NewPasswordField label={t('reset::newPassword')} />
        </div>
      </div>
    </TitledForm>
  )
}

const TokenReset = v.object({ password: NewPassword })

/** The reset page's form for the e-mail link: only a new password (the token comes from the link). */
export function TokenResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['login', 'auth'])
  const done = useResetDone()
  const form = useForm({
    initial: { password: '' },
    schema: TokenReset,
    submit: async (data) =>
      done((await call(authApi.resetPassword, { body: { token, password: data.password } }))?.user),
  })

  return (
    <TitledForm
      form={form}
      id="reset-heading"
      title={t('reset::title')}
      lead={t('reset::linkLead')}
      label={t('reset::submit')}
      pendingLabel={t('reset::submitting')}
    >
      <NewPasswordField label={t('reset::newPassword')} autoFocus />
    </TitledForm>
  )
}
