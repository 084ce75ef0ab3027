import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ErrorCode, type ErrorEnvelope, type ErrorIssue, errorStatus } from '../../domain/errors'
import type { AppBindings } from '../env'
import { translate } from './i18n'

/**
 * A failure the caller should see. `messageKey` is a locale key; it defaults to `common:::errors::{code}`.
 * Throw it anywhere in a handler; the app's error handler turns it into the one envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      status?: number
      messageKey?: string
      vars?: Record<string, string | number>
      issues?: ErrorIssue[]
    } = {},
  ) {
    super(code)
  }

  get status(): number {
    return this.options.status ?? (errorStatus as Record<string, number>)[this.code] ?? 400
  }
}

export const notFound = (messageKey?: string) => new ApiError('not_found', { messageKey })
export const conflict = (messageKey?: string) => new ApiError('conflict', { messageKey })

/** Writes the error envelope, localized for the caller. */
export function errorResponse(c: Context<AppBindings>, error: ApiError) {
  const locale = c.get('locale') ?? 'da-DK'
  const body: ErrorEnvelope = {
    error: {
      code: error.code,
      message: translate(
        locale,
        error.options.messageKey ?? `common:::errors::${error.code}`,
        error.options.vars,
      ),
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
