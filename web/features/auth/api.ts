import { authApi as auth } from '../../../domain/contract/auth'
import { catalogApi } from '../../../domain/contract/catalog'
import { cvrApi } from '../../../domain/contract/cvr'
import { facebookApi } from '../../../domain/contract/facebook'
import type {
  CompanySignupRequest,
  CustomerSignupRequest,
  LoginRequest,
  PasswordResetConfirm,
} from '../../../domain/schemas/auth'
import { call } from '../../lib/api'

export { facebookStartUrl } from '../../../domain/contract/facebook'

/** Every call of the accounts UI, in one place (contracts: `domain/contract/auth.ts`, `cvr.ts`, `facebook.ts`). */
export const authApi = {
  me: (signal?: AbortSignal) => call(auth.me, { signal }),
  login: (body: LoginRequest) => call(auth.login, { body }),
  logout: () => call(auth.logout, {}),
  signupCustomer: (body: CustomerSignupRequest) => call(auth.signupCustomer, { body }),
  signupCompany: (body: CompanySignupRequest) => call(auth.signupCompany, { body }),
  cvr: (cvr: string, signal?: AbortSignal) => call(cvrApi.lookup, { params: { cvr }, signal }),
  categories: (signal?: AbortSignal) => call(catalogApi.tree, { signal }),
  requestReset: (email: string) => call(auth.requestPasswordReset, { body: { email } }),
  confirmReset: (body: PasswordResetConfirm) => call(auth.resetPassword, { body }),
  profileLookup: (email: string, as: 'customer' | 'company') =>
    call(auth.lookupProfile, { body: { email, as } }),
  profileConfirm: (email: string, password: string) =>
    call(auth.confirmProfile, { body: { email, password } }),
  facebookStatus: (signal?: AbortSignal) => call(facebookApi.status, { signal }),
  /** Facebook gave no e-mail: the typed address gets a confirmation link (no log-in yet). */
  facebookEmail: (email: string) => call(facebookApi.email, { body: { email } }),
  /** The confirmation link was opened: creates or links the account and logs in. */
  facebookConfirm: (token: string) => call(facebookApi.confirm, { body: { token } }),
}
