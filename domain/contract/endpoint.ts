import type * as v from 'valibot'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One API call as both sides see it: the worker validates `params`/`query`/`body` with these schemas
 * and must answer with `response`; the web builds the path from `params` and gets `response`'s type
 * back. `response: null` is an empty 204 answer.
 */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Query extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Body extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Response extends v.GenericSchema | null = v.GenericSchema | null,
> {
  method: M
  /** Hono-style path below `/api`, e.g. `/categories/:slug`. */
  path: P
  /** OpenAPI tag and one-line summary. */
  tag: string
  summary: string
  /** What a caller must know beyond the summary (throttles, what is never revealed). */
  description?: string
  params?: Params
  query?: Query
  body?: Body
  response: Response
  /** Who may call it: any logged-in user or one role (401/403 otherwise); absent means anyone. */
  auth?: 'user' | 'customer' | 'company' | 'admin'
  /** Success status when not 200 (201 for a creation, 202 for work queued, e.g. a mail). */
  status?: 200 | 201 | 202
  /**
   * The 422's message (a locale key) when the input is refused, for a form whose spec alert says one thing
   * for every gap ('Please fill out all fields before submitting') while each field says what it needs.
   */
  invalidMessage?: string
  /** Error statuses this call may answer with, for the OpenAPI document. */
  errors?: readonly (400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503)[]
}

/** Declares an endpoint, keeping its literal types. */
export function endpoint<
  const M extends Method,
  const P extends string,
  Params extends v.GenericSchema | undefined = undefined,
  Query extends v.GenericSchema | undefined = undefined,
  Body extends v.GenericSchema | undefined = undefined,
  Response extends v.GenericSchema | null = null,
>(definition: Endpoint<M, P, Params, Query, Body, Response>) {
  return definition
}

// An optional schema property reads as `Schema | undefined`; only an absent one means "none".
type Out<S> = [S] extends [undefined]
  ? undefined
  : Exclude<S, undefined> extends infer T extends v.GenericSchema
    ? v.InferOutput<T>
    : never
type In<S> = [S] extends [undefined]
  ? undefined
  : Exclude<S, undefined> extends infer T extends v.GenericSchema
    ? v.InferInput<T>
    : never

/** What a handler must answer (`void` for a 204). */
export type ResponseOf<E extends Endpoint> = [E['response']] extends [null]
  ? undefined
  : Exclude<E['response'], null> extends infer T extends v.GenericSchema
    ? v.InferOutput<T>
    : never

/** The validated input a handler receives. */
export interface InputOf<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
}

// Not distributive: a union body (one of two shapes) stays one property of the union type.
type Optional<K extends string, T> = [T] extends [undefined] ? { [_ in K]?: undefined } : { [_ in K]: T }

/** What a caller passes: path params, query and body as their schemas accept them. */
export type RequestOf<E extends Endpoint> = Optional<'params', In<E['params']>> &
  Optional<'query', In<E['query']>> &
  Optional<'body', In<E['body']>> & { signal?: AbortSignal }

/** `/users/:id` with `{ id: 7 }` → `/users/7` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
