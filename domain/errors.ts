import type { BaseIssue } from 'valibot'

/** Every error the API can answer with, and its HTTP status. The message is `common:::errors::{code}`. */
export const errorStatus = {
  bad_request: 400,
  invalid_input: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  transition_refused: 409,
  rate_limited: 429,
  csrf: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
  unavailable: 503,
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
