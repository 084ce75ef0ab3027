import { LinkedLoginList, LinkedLoginParams } from '../schemas/linked-logins'
import { endpoint } from './endpoint'

/** The caller's own linked log-ins (Facebook); no route takes a user id. */
export const linkedLoginsApi = {
  list: endpoint({
    method: 'GET',
    path: '/account/linked-logins',
    tag: 'account',
    summary: 'The log-ins through other services linked to my account',
    response: LinkedLoginList,
    auth: 'user',
    errors: [401],
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/account/linked-logins/:provider/:providerUserId',
    tag: 'account',
    summary:
      'Remove one of my linked log-ins (never the last way to log in of an account without a password)',
    params: LinkedLoginParams,
    response: null,
    auth: 'user',
    errors: [401, 404, 409, 422],
  }),
}
