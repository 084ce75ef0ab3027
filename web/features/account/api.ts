import type {
  AccountDeleteRequest,
  AccountProfile,
  AccountUpdateRequest,
  PasswordChanged,
  PasswordChangeRequest,
} from '../../../domain/schemas/account'
import { api } from '../../lib/api'

/** Every call of the account pages (contracts: `domain/schemas/account.ts`). */
export const accountApi = {
  get: (signal?: AbortSignal) => api<AccountProfile>('/account', { signal }),
  update: (body: AccountUpdateRequest) => api<AccountProfile>('/account', { method: 'PATCH', body }),
  changePassword: (body: PasswordChangeRequest) =>
    api<PasswordChanged>('/account/password', { method: 'POST', body }),
  remove: (body: AccountDeleteRequest) => api<void>('/account', { method: 'DELETE', body }),
  /** A plain GET: the browser downloads the file (Content-Disposition: attachment). */
  exportHref: '/api/account/export',
}
