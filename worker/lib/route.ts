import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { describeRoute } from 'hono-openapi'
import type { Endpoint, InputOf, ResponseOf } from '../../domain/contract/endpoint'
import type { AppBindings } from '../env'
import { requireAdmin, requireCompany, requireCustomer, requireUser } from './auth-guard'
import { errorResponses, jsonContent } from './openapi'
import { input } from './validate'

/** The error answers an endpoint declares, in the one envelope. */
const documentedErrors = (e: Endpoint) =>
  Object.fromEntries(
    (e.errors ?? []).map((status) => [
      status,
      errorResponses[status as keyof typeof errorResponses] ?? { description: 'Error' },
    ]),
  )

const guards = {
  user: requireUser,
  customer: requireCustomer,
  company: requireCompany,
  admin: requireAdmin,
} as const

/**
 * Mounts one endpoint of the contract (`domain/contract`): validates its params, query and body with
 * the contract's schemas, guards it by its `auth`, documents it, and answers with exactly the contract's response type, so a
 * handler that drifts from what the web expects fails the typecheck. The handler parses nothing
 * itself: it gets the validated input, calls one use-case and returns its answer.
 */
export function route<E extends Endpoint>(
  router: Hono<AppBindings>,
  e: E,
  handler: (c: Context<AppBindings>, input: InputOf<E>) => ResponseOf<E> | Promise<ResponseOf<E>>,
): void {
  const status = e.status ?? 200
  // The validators are typed per target; here they only run in order, so they are kept untyped.
  const middleware: MiddlewareHandler[] = [
    describeRoute({
      tags: [e.tag],
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      responses: {
        [e.response === null ? 204 : status]: {
          description: e.response === null ? 'No content' : 'OK',
          ...(e.response === null ? {} : { content: jsonContent(e.response) }),
        },
        ...documentedErrors(e),
      },
    }),
  ]
  if (e.auth) middleware.push(guards[e.auth])
  if (e.params) middleware.push(input('param', e.params))
  if (e.query) middleware.push(input('query', e.query, e.invalidMessage))
  if (e.body) middleware.push(input('json', e.body, e.invalidMessage))
  // Hono's overloads cannot type a spread of handlers; the chain is the same at run time.
  const on = router.on.bind(router) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler[]
  ) => unknown
  on(e.method, e.path, ...middleware, async (c: Context<AppBindings>) => {
    const valid = c.req.valid.bind(c.req) as (target: string) => unknown
    const result = await handler(c, {
      params: e.params ? valid('param') : undefined,
      query: e.query ? valid('query') : undefined,
      body: e.body ? valid('json') : undefined,
    } as InputOf<E>)
    if (e.response === null) return c.body(null, 204)
    return c.json(result as object, status as ContentfulStatusCode)
  })
}
