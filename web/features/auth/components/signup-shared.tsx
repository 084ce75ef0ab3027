import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SignupResponse } from '../../../../domain/schemas/auth'
import { notify } from '../../../components/ui/toast/toast-queue'
import { ZipCityField } from '../../../components/ui/ZipCityField'
import { authKeys } from '../queries'
import { PasswordRow, TextRow } from './fields'

/** After a sign-up: the new user is logged in; a company goes to its workspace, a person home. */
export function useSignedUp() {
  const { t } = useTranslation('signup')
  const queryClient = useQueryClient()
  const router = useRouter()
  return (response: SignupResponse, kind: 'person' | 'company') => {
    queryClient.setQueryData(authKeys.me, response.user)
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

/** Zip with instant city (helper B's field); the schema's or server's zip error shows under it. */
export function ZipRow({
  value,
  onChange,
  hint,
  error,
}: {
  value: string
  onChange: (zip: string) => void
  hint: string
  error?: string
}) {
  return (
    <div className="flex flex-col [&_input]:(h-11 text-base)">
      <ZipCityField zipName="zip" defaultZip={value} isRequired onChange={(_, zip) => onChange(zip)} />
      <span className="mt-1 text-xs text-ink-500">{hint}</span>
      {error ? <span className="mt-1 text-sm text-red-700">{error}</span> : null}
    </div>
  )
}

/** Company name, contact, e-mail, phone, address, zip/city and password: the company wording. */
export function CompanyDetailsFields({
  draft,
  set,
  isDisabled,
  errors = {},
}: {
  errors?: Record<string, string>
  draft: CompanyDraft
  set: <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) => void
  isDisabled?: boolean
}) {
  const { t } = useTranslation(['signup', 'login'])
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextRow
        name="companyName"
        label={t('company::companyName')}
        hint={t('company::companyNameHint')}
        autoComplete="organization"
        value={draft.companyName}
        onChange={(v) => set('companyName', v)}
        isDisabled={isDisabled}
        className="flex flex-col sm:col-span-2"
      />
      <TextRow
        name="address"
        label={t('company::address')}
        autoComplete="street-address"
        value={draft.address}
        onChange={(v) => set('address', v)}
        isDisabled={isDisabled}
        className="flex flex-col sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <ZipRow
          value={draft.zip}
          onChange={(v) => set('zip', v)}
          hint={t('company::zipHint')}
          error={errors.zip}
        />
      </div>
      <TextRow
        name="contactName"
        label={t('company::contactName')}
        hint={t('company::contactNameHint')}
        autoComplete="name"
        value={draft.contactName}
        onChange={(v) => set('contactName', v)}
        isDisabled={isDisabled}
      />
      <TextRow
        name="phone"
        label={t('company::phone')}
        hint={t('company::phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={(v) => set('phone', v)}
        isDisabled={isDisabled}
      />
      <TextRow
        name="email"
        label={t('company::email')}
        hint={t('company::emailHint')}
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(v) => set('email', v)}
        isDisabled={isDisabled}
        className="flex flex-col sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <PasswordRow
          name="password"
          label={t('login:::modal::password')}
          hint={t('login:::password::hint')}
          autoComplete="new-password"
          value={draft.password}
          onChange={(v) => set('password', v)}
          isDisabled={isDisabled}
        />
      </div>
    </div>
  )
}
