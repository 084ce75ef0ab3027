import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { facebookApi } from '../../../domain/contract/facebook'
import { FacebookEmailRequest } from '../../../domain/schemas/auth'
import { EmailField } from '../../components/form/TextField'
import { TitledForm } from '../../components/form/TitledForm'
import { useForm } from '../../components/form/use-form'
import { call } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'

export const Route = createFileRoute('/facebook/email')({ component: FacebookEmailPage })

const card =
  'flex flex-col gap-4 rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm sm:p-6'

/**
 * A Facebook account without an e-mail: ask for one. The address is only a claim until its owner
 * opens the link we mail to it (`/facebook/bekraeft`); only then is the account made and logged in.
 */
function FacebookEmailPage() {
  const { t } = useTranslation('login')
  useDocumentTitle(t('facebookEmail::title'))
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm({
    initial: { email: '' },
    schema: FacebookEmailRequest,
    submit: async (data) => setSent((await call(facebookApi.email, { body: { email: data.email } })).message),
  })

  if (sent) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4">
        <div className={card}>
          <h1 className="title-tool">{t('facebookEmail::sentTitle')}</h1>
          <p role="status" className="m-0 text-ink-700 break-words">
            {sent}
          </p>
        </div>
      </section>
    )
  }

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <div className={card}>
        <TitledForm
          form={form}
          id="fb-email-heading"
          level={1}
          title={t('facebookEmail::title')}
          lead={t('facebookEmail::lead')}
          label={t('facebookEmail::submit')}
          pendingLabel={t('facebookEmail::submitting')}
        >
          <EmailField name="email" label={t('modal::email')} autoFocus isRequired />
        </TitledForm>
      </div>
    </section>
  )
}
