import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { CodeResetForm, ForgotPasswordForm } from '../features/auth/components/ResetForms'
import { openLoginModal } from '../features/auth/login-modal-store'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/glemt-adgangskode')({ component: ForgotPasswordPage })

/**
 * Forgotten password (replaces /bruger/sendmailforgotpassword) and the reset-signup form with the SMS
 * code. Spec section 4: while either form submits, the submit buttons of both are disabled.
 */
function ForgotPasswordPage() {
  const { t } = useTranslation('login')
  useDocumentTitle(t('forgot::title'))
  const [forgotPending, setForgotPending] = useState(false)
  const [codePending, setCodePending] = useState(false)
  const [email, setEmail] = useState('')
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="sr-only">{t('forgot::title')}</h1>
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
        <ForgotPasswordForm otherPending={codePending} onPendingChange={setForgotPending} onSent={setEmail} />
      </div>
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
        <CodeResetForm otherPending={forgotPending} onPendingChange={setCodePending} email={email} />
      </div>
      <p className="m-0 text-center">
        <Button
          onPress={() => openLoginModal()}
          className="border-0 bg-transparent p-0 text-base font-semibold text-brand-600 underline cursor-pointer"
        >
          {t('forgot::backToLogin')}
        </Button>
      </p>
    </section>
  )
}
