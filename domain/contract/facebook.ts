import { FacebookEmailRequest, LoginResponse } from '../schemas/auth'
import { FacebookConfirmRequest, FacebookEmailSent } from '../schemas/facebook'
import { endpoint } from './endpoint'

/** The JSON calls of the Facebook log-in (the start and callback redirects are plain routes). */
export const facebookApi = {
  email: endpoint({
    method: 'POST',
    path: '/auth/facebook/email',
    tag: 'auth',
    summary:
      'Facebook gave no e-mail: send a confirmation link to the typed address (the log-in waits for it)',
    body: FacebookEmailRequest,
    response: FacebookEmailSent,
    errors: [400, 409, 422, 429],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/auth/facebook/confirm',
    tag: 'auth',
    summary:
      'Open the confirmation link: creates or links the account, logs in and says where to go (single use)',
    body: FacebookConfirmRequest,
    response: LoginResponse,
    errors: [400, 403, 409, 422],
  }),
}
