import { accountEmailApi } from '../../../domain/contract/account-email'
import type {
  AccountDeleteRequest,
  AccountProfile,
  AccountUpdateRequest,
  PasswordChanged,
  PasswordChangeRequest,
} from '../../../domain/schemas/account'
import { api, call } from '../../lib/api'

/** Every call of the account pages (contracts: `domain/schemas/account.ts`). */
export const accountApi = {
  get: (signal?: AbortSignal) => api<AccountProfile>('/account', { signal }),
  update: (body: AccountUpdateRequest) => api<AccountProfile>('/account', { method: 'PATCH', body }),
  changePassword: (body: PasswordChangeRequest) =>
    api<PasswordChanged>('/account/password', { method: 'POST', body }),
  /** Applies the new e-mail from the link mailed to it (`/bruger/bekraeft-email?token=…`). */
  confirmEmail: (token: string) => call(accountEmailApi.confirm, { body: { token } }),
  remove: (body: AccountDeleteRequest) => api<void>('/account', { method: 'DELETE', body }),
  /** A plain GET: the browser downloads the file (Content-Disposition: attachment). */
  exportHref: '/api/account/export',
}
