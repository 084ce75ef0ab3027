import type { ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import { type GenericSchema, setGlobalMessage } from 'valibot'
import { fieldIssueKey } from '../../domain/errors'
import { nsSeparator } from '../../domain/i18n'
import { ApiError } from './errors'

// A schema without its own message (a wrong type, a bare maxLength) gets a locale key, never
// valibot's English default.
setGlobalMessage(fieldIssueKey)

/** The issue's locale key; a message that is not a key (a library's text) becomes the generic one. */
const issueKey = (message: string) =>
  message.includes(nsSeparator) ? message : 'common:::errors::invalidField'

/**
 * The one way a route reads input: a valibot schema from `domain/schemas`, checked before the handler
 * runs and documented in /api/openapi.json. Schema messages are locale keys; failures become 422 with
 * one issue per field, and the endpoint's `invalidMessage` (if any) as the answer's message.
 */
export function input<T extends GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  messageKey?: string,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((issue) => ({
        path: (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
        message: issueKey(issue.message),
      }))
      throw new ApiError('invalid_input', messageKey ? { issues, messageKey } : { issues })
    }
  })
}
