import { AccountProfile, EmailChangeConfirmRequest } from '../schemas/account'
import { endpoint } from './endpoint'

/** The caller's own e-mail change (issue 6): requested by PATCH /api/account, applied by the mailed link. */
export const accountEmailApi = {
  confirm: endpoint({
    method: 'POST',
    path: '/account/email/confirm',
    tag: 'account',
    summary:
      'Apply my new e-mail from the link mailed to it (same user only); the old address is told, other sessions end',
    body: EmailChangeConfirmRequest,
    response: AccountProfile,
    auth: 'user',
    errors: [400, 401, 409, 422],
  }),
}
