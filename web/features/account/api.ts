import { accountApi as contract } from '../../../domain/contract/account'
import { accountEmailApi } from '../../../domain/contract/account-email'
import type {
  AccountDeleteRequest,
  AccountUpdateRequest,
  PasswordChangeRequest,
} from '../../../domain/schemas/account'
import { call } from '../../lib/api'

/** Every call of the account pages (contracts: `domain/contract/account.ts`, `account-email.ts`). */
export const accountApi = {
  get: (signal?: AbortSignal) => call(contract.profile, { signal }),
  update: (body: AccountUpdateRequest) => call(contract.update, { body }),
  changePassword: (body: PasswordChangeRequest) => call(contract.changePassword, { body }),
  /** Applies the new e-mail from the link mailed to it (`/bruger/bekraeft-email?token=…`). */
  confirmEmail: (token: string) => call(accountEmailApi.confirm, { body: { token } }),
  remove: (body: AccountDeleteRequest) => call(contract.remove, { body }),
  /** A plain GET: the browser downloads the file (Content-Disposition: attachment). */
  exportHref: `/api${contract.export.path}`,
}
