import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FacebookEmailRequest } from '../../../domain/schemas/auth'
import { authApi } from '../../features/auth/api'
import { AuthForm, ErrorArea, SubmitButton, TextRow } from '../../features/auth/components/fields'
import { check, type FieldErrors, serverErrors } from '../../features/auth/form'
import { useDocumentTitle } from '../../lib/use-document-title'

export const Route = createFileRoute('/facebook/email')({ component: FacebookEmailPage })

/**
 * A Facebook account without an e-mail: ask for one. The address is only a claim until its owner
 * opens the link we mail to it (`/facebook/bekraeft`); only then is the account made and logged in.
 */
function FacebookEmailPage() {
  const { t } = useTranslation(['login', 'auth'])
  useDocumentTitle(t('facebookEmail::title'))
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit() {
    setMessage(null)
    const parsed = check(FacebookEmailRequest, { email })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    setErrors({})
    setPending(true)
    try {
      setSent((await authApi.facebookEmail(parsed.data.email)).message)
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
    } finally {
      setPending(false)
    }
  }

  const card =
    'flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid'
  if (sent) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4">
        <div className={card}>
          <h1 className="m-0 text-2xl font-bold">{t('facebookEmail::sentTitle')}</h1>
          <p role="status" className="m-0 text-ink-700">
            {sent}
          </p>
        </div>
      </section>
    )
  }

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <AuthForm
        aria-labelledby="fb-email-heading"
        errors={errors}
        onErrorsChange={setErrors}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
        className={card}
      >
        <div>
          <h1 id="fb-email-heading" className="m-0 text-2xl font-bold">
            {t('facebookEmail::title')}
          </h1>
          <p className="m-0 mt-1 text-ink-700">{t('facebookEmail::lead')}</p>
        </div>
        <ErrorArea message={message} />
        <TextRow
          name="email"
          label={t('modal::email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          autoFocus
        />
        <SubmitButton
          pending={pending}
          label={t('facebookEmail::submit')}
          pendingLabel={t('facebookEmail::submitting')}
        />
      </AuthForm>
    </section>
  )
}
