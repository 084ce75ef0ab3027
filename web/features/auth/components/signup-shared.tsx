import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SignupResponse } from '../../../../domain/schemas/auth'
import { wideFieldClass } from '../../../components/form/field-parts'
import { NewPasswordField } from '../../../components/form/PasswordField'
import { PhoneField } from '../../../components/form/PhoneField'
import { EmailField, TextField } from '../../../components/form/TextField'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { notify } from '../../../components/ui/toast/toast-queue'
import { meKey } from '../../../lib/session'
import { openWelcome } from '../../../lib/welcome'

/** After a sign-up: the new user is logged in; a company goes to its workspace, a person home. */
export function useSignedUp() {
  const { t } = useTranslation('signup')
  const queryClient = useQueryClient()
  const router = useRouter()
  return (response: SignupResponse, kind: 'person' | 'company') => {
    queryClient.setQueryData(meKey, response.user)
    // A new company's first screen welcomes it (web/lib/welcome).
    if (kind === 'company' && response.user.company) openWelcome(response.user.company.id)
    notify({ type: 'success', note: t(kind === 'company' ? 'company::success' : 'person::success') })
    void router.navigate({ href: response.redirectTo ?? (kind === 'company' ? '/firma/opgaver' : '/') })
  }
}

export interface CompanyDraft {
  companyName: string
  address: string
  zip: string
  contactName: string
  email: string
  phone: string
  password: string
  categoryIds: number[]
  description: string
}
export const emptyCompany: CompanyDraft = {
  companyName: '',
  address: '',
  zip: '',
  contactName: '',
  email: '',
  phone: '',
  password: '',
  categoryIds: [],
  description: '',
}
/** The fields of step 1 of the without-CVR form (every one must be filled before "Næste"). */
export const companyStep1Fields = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'address',
  'zip',
  'password',
] as const

/**
 * Company name, contact, e-mail, phone, address, zip/city and password: the company wording. Every one
 * is required, and every one is marked so (`*`), not the postcode alone.
 */
export function CompanyDetailsFields({ isDisabled }: { isDisabled?: boolean }) {
  const { t } = useTranslation(['signup', 'login'])
  const each = { isRequired: true, isDisabled }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="companyName"
        label={t('company::companyName')}
        description={t('company::companyNameHint')}
        autoComplete="organization"
        className={wideFieldClass}
        {...each}
      />
      <TextField
        name="address"
        label={t('company::address')}
        autoComplete="street-address"
        className={wideFieldClass}
        {...each}
      />
      <div className="sm:col-span-2">
        <ZipCityField name="zip" description={t('company::zipHint')} {...each} />
      </div>
      <TextField
        name="contactName"
        label={t('company::contactName')}
        description={t('company::contactNameHint')}
        autoComplete="name"
        {...each}
      />
      <PhoneField name="phone" label={t('company::phone')} description={t('company::phoneHint')} {...each} />
      <EmailField
        name="email"
        label={t('company::email')}
        description={t('company::emailHint')}
        className={wideFieldClass}
        {...each}
      />
      <SignupPasswordField {...each} />
    </div>
  )
}

/** The new account's password, the whole row wide: the same field in both sign-up forms. */
export function SignupPasswordField({
  isRequired,
  isDisabled,
}: {
  isRequired?: boolean
  isDisabled?: boolean
}) {
  const { t } = useTranslation('login')
  return (
    <div className="sm:col-span-2">
      <NewPasswordField label={t('modal::password')} isRequired={isRequired} isDisabled={isDisabled} />
    </div>
  )
}
