import type { ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import type { GenericSchema } from 'valibot'
import { ApiError } from './errors'

/**
 * The one way a route reads input: a valibot schema from `domain/schemas`, checked before the handler
 * runs and documented in /api/openapi.json. Schema messages are locale keys; failures become 422 with
 * one issue per field.
 */
export function input<T extends GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((issue) => ({
        path: (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
        message: issue.message,
      }))
      throw new ApiError('invalid_input', { issues })
    }
  })
}
