import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../components/ui/PageTitle'
import { ChoiceCards } from '../features/auth/components/ChoiceCards'
import { CompanySignup } from '../features/auth/components/CompanySignup'
import { PersonSignupForm } from '../features/auth/components/PersonSignupForm'
import { openLoginModal } from '../features/auth/login-modal-store'
import { leaveIfLoggedIn } from '../lib/session'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/opret-profil')({
  // One profile per person: a logged-in caller goes to their own start page instead.
  beforeLoad: ({ context }) => leaveIfLoggedIn(context.queryClient),
  component: SignupPage,
})

/**
 * Sign-up (spec section 2): customer type person or company. Switching to person unmounts the company
 * forms, which hides and clears the company name and CVR rows.
 */
function SignupPage() {
  const { t } = useTranslation(['signup', 'login'])
  useDocumentTitle(t('title'))
  const [type, setType] = useState<'person' | 'company'>('person')
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle
        title={t('title')}
        lead={
          <>
            {t('lead')} {t('haveProfile')}{' '}
            <Button
              onPress={() => openLoginModal()}
              className="inline border-0 bg-transparent p-0 font-semibold text-brand-600 underline cursor-pointer [font-size:inherit]"
            >
              {t('login')}
            </Button>
          </>
        }
      />
      <ChoiceCards
        name="customerType"
        label={t('customerType::label')}
        value={type}
        onChange={setType}
        choices={[
          { id: 'person', label: t('customerType::person') },
          { id: 'company', label: t('customerType::company') },
        ]}
      />
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 border-solid">
        {type === 'person' ? <PersonSignupForm /> : <CompanySignup />}
      </div>
    </section>
  )
}
