import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { Email, NewPassword, PasswordResetRequest } from '../../../../domain/schemas/auth'
import { notify } from '../../../components/ui/toast/toast-queue'
import { authApi } from '../api'
import { check, type FieldErrors, serverErrors } from '../form'
import { authKeys } from '../queries'
import { AuthForm, ErrorArea, PasswordRow, SubmitButton, TextRow } from './fields'

/** After a reset: the user is logged in; toast, home. */
function useResetDone() {
  const { t } = useTranslation('login')
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (user: unknown) => {
    if (user) queryClient.setQueryData(authKeys.me, user)
    await queryClient.invalidateQueries({ queryKey: authKeys.me })
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

/** The forgotten-password form: e-mail → the server's message (an e-mail with a link and an SMS code). */
export function ForgotPasswordForm({
  otherPending,
  onPendingChange,
  onSent,
}: LinkedFormProps & { onSent?: (email: string) => void }) {
  const { t } = useTranslation(['login', 'auth'])
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const busy = (value: boolean) => {
    setPending(value)
    onPendingChange?.(value)
  }

  async function submit() {
    setMessage(null)
    setSent(null)
    const parsed = check(PasswordResetRequest, { email })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    setErrors({})
    busy(true)
    try {
      const answer = await authApi.requestReset(parsed.data.email)
      setSent(answer.message)
      onSent?.(parsed.data.email)
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
    } finally {
      busy(false)
    }
  }

  return (
    <AuthForm
      aria-labelledby="forgot-heading"
      errors={errors}
      onErrorsChange={setErrors}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="forgot-heading" className="m-0 text-lg font-bold">
          {t('forgot::title')}
        </h2>
        <p className="m-0 mt-1 text-ink-700">{t('forgot::lead')}</p>
      </div>
      <ErrorArea message={message} />
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
      <TextRow
        name="email"
        label={t('modal::email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <SubmitButton
        pending={pending}
        isDisabled={otherPending}
        label={t('forgot::submit')}
        pendingLabel={t('forgot::submitting')}
        className="btn-primary text-base h-11 w-full sm:w-auto sm:self-start"
      />
    </AuthForm>
  )
}

const CodeReset = v.object({
  email: Email,
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'auth:::errors::codeFormat')),
  password: NewPassword,
})

/** The reset-signup form: e-mail + the 6-digit SMS code + a new password. */
export function CodeResetForm({
  otherPending,
  onPendingChange,
  email: suggestedEmail = '',
}: LinkedFormProps & { email?: string }) {
  const { t } = useTranslation(['login', 'auth'])
  const [email, setEmail] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const done = useResetDone()
  const emailValue = email ?? suggestedEmail
  const busy = (value: boolean) => {
    setPending(value)
    onPendingChange?.(value)
  }

  async function submit() {
    setMessage(null)
    const parsed = check(CodeReset, { email: emailValue, code, password })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    setErrors({})
    busy(true)
    try {
      const answer = await authApi.confirmReset(parsed.data)
      busy(false)
      await done(answer?.user)
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
      busy(false)
    }
  }

  return (
    <AuthForm
      aria-labelledby="code-heading"
      errors={errors}
      onErrorsChange={setErrors}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="code-heading" className="m-0 text-lg font-bold">
          {t('reset::codeTitle')}
        </h2>
        <p className="m-0 mt-1 text-ink-700">{t('reset::codeLead')}</p>
      </div>
      <ErrorArea message={message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextRow
          name="email"
          label={t('modal::email')}
          type="email"
          autoComplete="email"
          value={emailValue}
          onChange={setEmail}
        />
        <TextRow
          name="code"
          label={t('reset::code')}
          hint={t('reset::codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(value) => setCode(value.replace(/\s/g, ''))}
        />
        <div className="sm:col-span-2">
          <PasswordRow
            name="password"
            label={t('reset::newPassword')}
            hint={t('password::hint')}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
        </div>
      </div>
      <SubmitButton
        pending={pending}
        isDisabled={otherPending}
        label={t('reset::codeSubmit')}
        pendingLabel={t('reset::submitting')}
        className="btn-primary text-base h-11 w-full sm:w-auto sm:self-start"
      />
    </AuthForm>
  )
}

const TokenReset = v.object({ password: NewPassword })

/** The reset page's form for the e-mail link: only a new password (the token comes from the link). */
export function TokenResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['login', 'auth'])
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const done = useResetDone()

  async function submit() {
    setMessage(null)
    const parsed = check(TokenReset, { password })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    setErrors({})
    setPending(true)
    try {
      const answer = await authApi.confirmReset({ token, password: parsed.data.password })
      setPending(false)
      await done(answer?.user)
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
      setPending(false)
    }
  }

  return (
    <AuthForm
      aria-labelledby="reset-heading"
      errors={errors}
      onErrorsChange={setErrors}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="reset-heading" className="m-0 text-lg font-bold">
          {t('reset::title')}
        </h2>
        <p className="m-0 mt-1 text-ink-700">{t('reset::linkLead')}</p>
      </div>
      <ErrorArea message={message} />
      <PasswordRow
        name="password"
        label={t('reset::newPassword')}
        hint={t('password::hint')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        autoFocus
      />
      <SubmitButton
        pending={pending}
        label={t('reset::submit')}
        pendingLabel={t('reset::submitting')}
        className="btn-primary text-base h-11 w-full sm:w-auto sm:self-start"
      />
    </AuthForm>
  )
}
