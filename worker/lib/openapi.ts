import { resolver } from 'hono-openapi'
import type { GenericSchema } from 'valibot'

/** `content` of an OpenAPI response whose JSON body is a domain schema. */
export const jsonContent = (schema: GenericSchema) => ({ 'application/json': { schema: resolver(schema) } })

/** The one error envelope, documented once. */
export const errorResponses = {
  401: { description: 'Not logged in' },
  403: { description: 'Not allowed' },
  404: { description: 'Not found' },
  409: { description: 'State conflict' },
  422: { description: 'Invalid input; `error.issues` lists the fields' },
  429: { description: 'Too many requests' },
} as const
