import {
  CompanySignupRequest,
  CustomerSignupRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequested,
  ProfileConfirmRequest,
  ProfileConfirmResponse,
  ProfileLookupRequest,
  ProfileLookupResponse,
  SignupResponse,
} from '../schemas/auth'
import { endpoint } from './endpoint'

/** Log-in, sign-up, password reset and profile confirmation (contracts: `domain/schemas/auth.ts`). */
export const authApi = {
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    tag: 'auth',
    summary: 'The caller (null when anonymous), with the company they own',
    response: MeResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Log in with e-mail and password; replaces /bruger/modalformlogin',
    description:
      'Sets the `__Host-session` cookie (a new token every time). `redirectTo` is `/firma/opgaver` for a company, `/admin` for an admin, null for a customer (reload the page). 401 for a wrong e-mail or password (same message), 403 for a blocked account, 429 when throttled.',
    body: LoginRequest,
    response: LoginResponse,
    errors: [401, 403, 422, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Log out: revokes the session and clears the cookie',
    response: MeResponse,
  }),
  signupCustomer: endpoint({
    method: 'POST',
    path: '/auth/signup/customer',
    tag: 'auth',
    summary: 'Sign up as a customer (customer_type person); logs in and sends a welcome e-mail',
    description:
      'A taken e-mail gives the generic 409 (no enumeration) and the owner gets an e-mail about the attempt.',
    body: CustomerSignupRequest,
    response: SignupResponse,
    status: 201,
    errors: [409, 422, 429],
  }),
  signupCompany: endpoint({
    method: 'POST',
    path: '/auth/signup/company',
    tag: 'auth',
    summary: 'Sign up a company (with CVR, or without CVR in two steps); logs in the owner',
    description:
      'User, company and categories are one batch. At most two top categories (a subcategory counts toward its top category), at least one; the zip must exist; a CVR (8 digits, modulus 11) can own one company (409). A taken e-mail gives the generic 409.',
    body: CompanySignupRequest,
    response: SignupResponse,
    status: 201,
    errors: [409, 422, 429],
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/auth/password-reset',
    tag: 'auth',
    summary:
      'Forgotten password: e-mail with a link and SMS with a code; replaces /bruger/sendmailforgotpassword',
    description:
      'Always 202 with the same message, whether or not the e-mail exists. The link and the code work once, for 30 minutes. SMS sending is limited per phone and per IP.',
    body: PasswordResetRequest,
    response: PasswordResetRequested,
    status: 202,
    errors: [422, 429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    tag: 'auth',
    summary: "Set a new password with the e-mail's link token or the e-mail + the SMS code",
    description:
      'Single use: marks the reset used, ends every session of the user, unlocks the account (per-account log-in limit) and logs in fresh. 400 for an unknown, used, voided or expired link; 422 for a wrong code or a weak password; 429 once five codes were tried (the reset is void: ask for a new one) or too many confirms from one IP.',
    body: PasswordResetConfirm,
    response: LoginResponse,
    errors: [400, 403, 422, 429],
  }),
  lookupProfile: endpoint({
    method: 'POST',
    path: '/auth/profile-confirmation/lookup',
    tag: 'auth',
    summary: 'Does an account with this e-mail exist? Replaces /bruger|firma/findemail',
    description:
      "Used by forms that create a customer on the way: found → ask for the password (confirm), not found → continue as a new user. Answers only what the confirm-profile modal shows: a customer's first name or the company's public name. Rate-limited per IP because it reveals existence.",
    body: ProfileLookupRequest,
    response: ProfileLookupResponse,
    errors: [422, 429],
  }),
  confirmProfile: endpoint({
    method: 'POST',
    path: '/auth/profile-confirmation/confirm',
    tag: 'auth',
    summary: 'Confirm the profile with its password and log in; replaces /bruger|firma/data_acknowledgment',
    body: ProfileConfirmRequest,
    response: ProfileConfirmResponse,
    errors: [401, 403, 422, 429],
  }),
}
