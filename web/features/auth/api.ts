import { facebookApi } from '../../../domain/contract/facebook'
import type {
  CompanySignupRequest,
  CustomerSignupRequest,
  CvrLookup,
  FacebookStatus,
  LoginRequest,
  LoginResponse,
  Me,
  PasswordResetConfirm,
  ProfileLookupResponse,
  SignupResponse,
} from '../../../domain/schemas/auth'
import type { CategoryTree } from '../../../domain/schemas/catalog'
import { api, call } from '../../lib/api'

/** Every call of the accounts UI, in one place (contracts: `domain/schemas/auth.ts`). */
export const authApi = {
  login: (body: LoginRequest) => api<LoginResponse>('/auth/login', { method: 'POST', body }),
  logout: () => api<unknown>('/auth/logout', { method: 'POST', body: {} }),
  signupCustomer: (body: CustomerSignupRequest) =>
    api<SignupResponse>('/auth/signup/customer', { method: 'POST', body }),
  signupCompany: (body: CompanySignupRequest) =>
    api<SignupResponse>('/auth/signup/company', { method: 'POST', body }),
  cvr: (cvr: string, signal?: AbortSignal) => api<CvrLookup>(`/cvr/${encodeURIComponent(cvr)}`, { signal }),
  categories: (signal?: AbortSignal) => api<CategoryTree>('/categories', { signal }),
  requestReset: (email: string) =>
    api<{ message: string }>('/auth/password-reset', { method: 'POST', body: { email } }),
  confirmReset: (body: PasswordResetConfirm) =>
    api<{ user?: Me }>('/auth/password-reset/confirm', { method: 'POST', body }),
  profileLookup: (email: string, as: 'customer' | 'company') =>
    api<ProfileLookupResponse>('/auth/profile-confirmation/lookup', { method: 'POST', body: { email, as } }),
  profileConfirm: (email: string, password: string) =>
    api<{ user: Me }>('/auth/profile-confirmation/confirm', { method: 'POST', body: { email, password } }),
  facebookStatus: (signal?: AbortSignal) => api<FacebookStatus>('/auth/facebook/status', { signal }),
  /** Facebook gave no e-mail: the typed address gets a confirmation link (no log-in yet). */
  facebookEmail: (email: string) => call(facebookApi.email, { body: { email } }),
  /** The confirmation link was opened: creates or links the account and logs in. */
  facebookConfirm: (token: string) => call(facebookApi.confirm, { body: { token } }),
}

/** Where the Facebook flow starts (a redirect to Facebook, or to the local fake provider in dev). */
export const facebookStartUrl = (next: string) => `/api/auth/facebook/start?next=${encodeURIComponent(next)}`
