/** Every error the API can answer with, and its HTTP status. The message is `common:::errors::{code}`. */
export const errorStatus = {
  invalid_input: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  csrf: 403,
  unsupported_media_type: 415,
  internal: 500,
} as const

export type ErrorCode = keyof typeof errorStatus | (string & {})

export interface ErrorIssue {
  /** Dotted path of the field, e.g. `zip` or `company.cvr`. */
  path: string
  message: string
}

/** The one error envelope of the API. */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; issues?: ErrorIssue[] }
}
