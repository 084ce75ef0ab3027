import type { BaseIssue } from 'valibot'

/**
 * The closed catalogue of every error the API answers with: its HTTP status and the locale key of its
 * message. A code is the one thing a thrower names; status and wording always come from here, so a
 * code means the same answer wherever it is thrown (the web may key on it).
 */
export const errorCatalogue = {
  // Generic answers, one per status the API uses.
  bad_request: { status: 400, message: 'common:::errors::bad_request' },
  unauthenticated: { status: 401, message: 'common:::errors::unauthenticated' },
  forbidden: { status: 403, message: 'common:::errors::forbidden' },
  csrf: { status: 403, message: 'common:::errors::csrf' },
  not_found: { status: 404, message: 'common:::errors::not_found' },
  // A method the route does not take (Hono's own 405): the caller sent something we cannot use.
  method_not_allowed: { status: 405, message: 'common:::errors::bad_request' },
  conflict: { status: 409, message: 'common:::errors::conflict' },
  transition_refused: { status: 409, message: 'common:::errors::transition_refused' },
  payload_too_large: { status: 413, message: 'common:::errors::payload_too_large' },
  unsupported_media_type: { status: 415, message: 'common:::errors::unsupported_media_type' },
  invalid_input: { status: 422, message: 'common:::errors::invalid_input' },
  rate_limited: { status: 429, message: 'common:::errors::rate_limited' },
  internal: { status: 500, message: 'common:::errors::internal' },
  unavailable: { status: 503, message: 'common:::errors::unavailable' },

  // Log-in and sign-up.
  invalid_credentials: { status: 401, message: 'auth:::errors::invalidCredentials' },
  account_blocked: { status: 403, message: 'auth:::errors::blocked' },
  signup_conflict: { status: 409, message: 'auth:::errors::signupConflict' },
  cvr_taken: { status: 409, message: 'auth:::errors::cvrTaken' },
  cvr_not_found: { status: 404, message: 'auth:::errors::cvrNotFound' },
  cvr_unavailable: { status: 503, message: 'auth:::errors::cvrUnavailable' },
  reset_invalid: { status: 400, message: 'auth:::errors::resetInvalid' },
  reset_used: { status: 400, message: 'auth:::errors::resetUsed' },
  reset_expired: { status: 400, message: 'auth:::errors::resetExpired' },
  reset_codes_used_up: { status: 429, message: 'auth:::errors::codeThrottled' },

  // Facebook log-in.
  facebook_unavailable: { status: 503, message: 'auth:::errors::facebookUnavailable' },
  facebook_admin: { status: 403, message: 'auth:::errors::facebookAdmin' },
  facebook_no_pending: { status: 400, message: 'auth:::errors::facebookNoPending' },
  facebook_confirm_invalid: { status: 400, message: 'auth:::errors::facebookConfirmInvalid' },
  facebook_confirm_used: { status: 400, message: 'auth:::errors::facebookConfirmUsed' },
  facebook_confirm_expired: { status: 400, message: 'auth:::errors::facebookConfirmExpired' },

  // The account's own log-ins and e-mail.
  last_login: { status: 409, message: 'account:::errors::lastLogin' },
  email_link_invalid: { status: 400, message: 'account:::errors::emailLinkInvalid' },
  email_link_used: { status: 400, message: 'account:::errors::emailLinkUsed' },
  email_link_expired: { status: 400, message: 'account:::errors::emailLinkExpired' },

  // The core loop: jobs, invitations, offers, hiring.
  invitation_limit: { status: 409, message: 'jobs:::errors::invitationLimit' },
  already_invited: { status: 409, message: 'jobs:::errors::alreadyInvited' },
  job_not_open: { status: 409, message: 'jobs:::errors::jobNotOpen' },
  offer_expired: { status: 409, message: 'jobs:::errors::offerExpired' },
  supplier_chosen: { status: 409, message: 'jobs:::errors::supplierChosen' },
  company_not_found: { status: 404, message: 'jobs:::errors::companyNotFound' },
  // invite_company_by_email: no active company has the typed address (says no more than that).
  company_email_unknown: { status: 404, message: 'jobs:::errors::companyEmailUnknown' },
  // A blocked or deleted company has left the market: its offers cannot be hired.
  company_unavailable: { status: 409, message: 'jobs:::errors::companyUnavailable' },
  // Search agents.
  agent_limit: { status: 409, message: 'agents:::errors::limit' },
  // Posting a job (createjob).
  confirm_profile: { status: 409, message: 'createjob:::errors::confirmProfile' },
  job_poster_not_customer: { status: 403, message: 'createjob:::errors::notCustomer' },
  // Money: subscriptions paid from the balance (the spec's error2), offers a plan allows.
  insufficient_funds: { status: 409, message: 'money:::errors::insufficientFunds' },
  plan_changed: { status: 409, message: 'money:::errors::planChanged' },
  offer_quota: { status: 429, message: 'money:::errors::offerQuota' },
  // Reviews and review invitations (issue 19).
  already_reviewed: { status: 409, message: 'reviews:::errors::alreadyReviewed' },
  not_reviewable: { status: 409, message: 'reviews:::errors::notReviewable' },
  review_mail_month_limit: { status: 429, message: 'reviews:::errors::monthLimit' },
  review_mail_day_limit: { status: 429, message: 'reviews:::errors::dayLimit' },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>

/** The statuses the API answers failures with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503

export type ErrorCode = keyof typeof errorCatalogue

export interface ErrorIssue {
  /** Dotted path of the field, e.g. `zip` or `company.cvr`. */
  path: string
  message: string
}

/** The one error envelope of the API. */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; issues?: ErrorIssue[] }
}

/**
 * The locale key for a field issue whose schema gave no message of its own (valibot's defaults are
 * English, e.g. "Invalid type: Expected string but received 123"). Registered as valibot's global
 * message, so every field error the API answers with is a key of both catalogs.
 */
export function fieldIssueKey(issue: BaseIssue<unknown>): string {
  if (issue.kind === 'schema') {
    return issue.input === undefined || issue.input === null
      ? 'common:::errors::required'
      : 'common:::errors::invalidField'
  }
  switch (issue.type) {
    case 'non_empty':
      return 'common:::errors::required'
    case 'max_length':
    case 'max_bytes':
    case 'max_graphemes':
    case 'max_words':
    case 'max_size':
      return 'common:::errors::tooLong'
    case 'min_length':
    case 'min_bytes':
    case 'min_graphemes':
    case 'min_words':
      return 'common:::errors::tooShort'
    default:
      return 'common:::errors::invalidField'
  }
}
