import * as v from 'valibot'
import { maxNextLength } from '../rules/safe-redirect'
import { FacebookEmailRequest, FacebookStatus, LoginResponse } from '../schemas/auth'
import { FacebookConfirmRequest, FacebookEmailSent } from '../schemas/facebook'
import { endpoint } from './endpoint'

/** The JSON calls of the Facebook log-in. */
export const facebookApi = {
  status: endpoint({
    method: 'GET',
    path: '/auth/facebook/status',
    tag: 'auth',
    summary: 'Validation status for the 2-second poll; replaces /social/facebookValidationStatus',
    description:
      '`refresh` once logged in; `pending` while a flow is under way; `needs_email` when Facebook gave no e-mail; `cancelled` when the user said no at Facebook; `error` otherwise.',
    response: FacebookStatus,
  }),
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

/**
 * The two legs the browser itself navigates (redirects, not JSON calls): the web links to `start`,
 * the provider sends the browser back to `callback`.
 */
export const facebookRedirects = {
  start: {
    path: '/auth/facebook/start',
    /** `next`: where to land afterwards (same origin only). */
    query: v.object({ next: v.optional(v.pipe(v.string(), v.maxLength(maxNextLength))) }),
  },
  callback: {
    path: '/auth/facebook/callback',
    query: v.object({
      code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      state: v.optional(v.pipe(v.string(), v.maxLength(200))),
      error: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  },
} as const

/** The browser URL that starts a Facebook log-in and lands on `next` afterwards. */
export const facebookStartUrl = (next: string) =>
  `/api${facebookRedirects.start.path}?next=${encodeURIComponent(next)}`
