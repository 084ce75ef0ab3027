import * as v from 'valibot'
import { linkToken } from './auth'

/**
 * Facebook log-in without an e-mail from Facebook (issue 6): the typed address gets a confirmation
 * link, and the account is created or linked only when that link is opened. The older Facebook
 * schemas (`FacebookStatus`, `FacebookEmailRequest`) live in `./auth`.
 */

// POST /api/auth/facebook/email: the link is on its way (never a log-in)
export const FacebookEmailSent = v.object({ message: v.string() })
export type FacebookEmailSent = v.InferOutput<typeof FacebookEmailSent>

// POST /api/auth/facebook/confirm: the token from the e-mailed link
export const FacebookConfirmRequest = v.object({
  token: linkToken('auth:::errors::facebookConfirmInvalid'),
})
export type FacebookConfirmRequest = v.InferInput<typeof FacebookConfirmRequest>
