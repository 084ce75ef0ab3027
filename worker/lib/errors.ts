import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ErrorCode, type ErrorEnvelope, type ErrorIssue, errorCatalogue } from '../../domain/errors'
import type { AppBindings } from '../env'
import { translate } from './i18n'

/**
 * A failure the caller should see, named by a code of the closed catalogue (`domain/errors.ts`), which
 * gives its status and message. `messageKey` only words the same failure more precisely (which limit
 * was hit, which conflict); it never changes the status. Throw it anywhere below a handler; the app's
 * error handler turns it into the one envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      messageKey?: string
      vars?: Record<string, string | number>
      issues?: ErrorIssue[]
    } = {},
  ) {
    super(code)
  }

  get status(): number {
    return errorCatalogue[this.code].status
  }

  get messageKey(): string {
    return this.options.messageKey ?? errorCatalogue[this.code].message
  }
}

export const notFound = (messageKey?: string) => new ApiError('not_found', { messageKey })
export const conflict = (messageKey?: string) => new ApiError('conflict', { messageKey })

/** 422 for one field: the issue (a locale key) lands on the field at `path` (dotted). */
export const fieldError = (path: string, message: string) =>
  new ApiError('invalid_input', { issues: [{ path, message }] })

/** Hono's own refusals (malformed JSON 400, body limit 413, …) by status; anything else is a 400. */
const frameworkCodes: Partial<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
}

/**
 * The ApiError for a thrown framework error (Hono's HTTPException), so its answer is the one envelope
 * with a localized message instead of Hono's English plain text; null for anything else (a bug → 500).
 */
export function frameworkError(err: unknown): ApiError | null {
  if (!(err instanceof HTTPException)) return null
  if (err.status >= 500) return null
  return new ApiError(frameworkCodes[err.status] ?? 'bad_request')
}

/** Writes the error envelope, localized for the caller. */
export function errorResponse(c: Context<AppBindings>, error: ApiError) {
  const locale = c.get('locale') ?? 'da-DK'
  const body: ErrorEnvelope = {
    error: {
      code: error.code,
      message: translate(locale, error.messageKey, error.options.vars),
      ...(error.options.issues
        ? {
            issues: error.options.issues.map((issue) => ({
              path: issue.path,
              message: translate(locale, issue.message),
            })),
          }
        : {}),
    },
  }
  return c.json(body, error.status as ContentfulStatusCode)
}
