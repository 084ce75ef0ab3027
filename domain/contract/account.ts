import {
  AccountDeleteRequest,
  AccountExport,
  AccountProfile,
  AccountUpdateRequest,
  PasswordChanged,
  PasswordChangeRequest,
} from '../schemas/account'
import { endpoint } from './endpoint'

/** The caller's own account (`bruger/profil`, `bruger/account`). No route takes a user id. */
export const accountApi = {
  profile: endpoint({
    method: 'GET',
    path: '/account',
    tag: 'account',
    summary: "The caller's profile",
    response: AccountProfile,
    auth: 'user',
    errors: [401],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/account',
    tag: 'account',
    summary: 'Change name, zip, locale, phone or e-mail',
    description:
      'A new phone (ends other sessions) or e-mail needs the current password (throttled: 429). A new e-mail is only mailed a confirmation link (see `pendingEmail`); 409 when it cannot be used, never saying whose it is.',
    body: AccountUpdateRequest,
    response: AccountProfile,
    auth: 'user',
    errors: [401, 409, 422, 429],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/account/password',
    tag: 'account',
    summary: 'Change the password; every other session ends, this one stays',
    description:
      'The account e-mail is told ("was it not you?"). The current password check is throttled (429).',
    body: PasswordChangeRequest,
    response: PasswordChanged,
    auth: 'user',
    errors: [401, 422, 429],
  }),
  export: endpoint({
    method: 'GET',
    path: '/account/export',
    tag: 'account',
    summary: 'Download my data (GDPR art. 20) as a JSON file',
    description:
      'Answered as an attachment (`opgavetorvet-data-YYYY-MM-DD.json`); links and codes are left out.',
    response: AccountExport,
    auth: 'user',
    errors: [401],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/account',
    tag: 'account',
    summary: 'Delete my account (GDPR erasure) and log out; book-keeping data of a company is kept 5 years',
    description: 'Needs the current password (throttled: 429).',
    body: AccountDeleteRequest,
    response: null,
    auth: 'user',
    errors: [401, 422, 429],
  }),
}
