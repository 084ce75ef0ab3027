import { SELF } from 'cloudflare:test'
import { expect } from 'vitest'
import { type Endpoint, fillPath, type RequestOf, type ResponseOf } from '../../domain/contract/endpoint'
import { type ErrorCode, type ErrorEnvelope, errorCatalogue } from '../../domain/errors'

const origin = 'http://localhost:8787'

/** A request to the whole Worker as a browser on our origin would send it. */
export async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; cookie?: string } = {},
) {
  const headers: Record<string, string> = { Origin: origin, ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.cookie) headers.Cookie = init.cookie
  const res = await SELF.fetch(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  })
  const text = await res.text()
  let json: any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, json, text }
}

/** Who sends a typed request: the session cookie, the client IP (throttles count per IP), more headers. */
interface Sender {
  cookie?: string | null
  ip?: string
  headers?: Record<string, string>
}

// A path param the schema reads from a string (`:id`) may be given as the number it names.
type NumbersToo<P> =
  P extends Record<string, unknown> ? { [K in keyof P]: P[K] extends string ? P[K] | number : P[K] } : P

/**
 * What a test passes: the params (numbers too) and body as the contract's schemas accept them (the query may be left
 * out), or `rawBody` for a body the schema would refuse (a 422 test; the one untyped part).
 */
export type TestRequest<E extends Endpoint> = Omit<RequestOf<E>, 'params' | 'query' | 'signal' | 'body'> & {
  [K in keyof Pick<RequestOf<E>, 'params'>]: NumbersToo<RequestOf<E>[K]>
} & Partial<Pick<RequestOf<E>, 'query'>> &
  (Pick<RequestOf<E>, 'body'> | { body?: undefined; rawBody: unknown }) &
  Sender

/** The answer of `api()`: `json` has the endpoint's response type when the call succeeded. */
export interface Answer<T> {
  status: number
  headers: Headers
  json: T
  text: string
}

function queryString(query: unknown) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one))
  }
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

/**
 * The typed test client: calls one endpoint of the contract (`domain/contract`) the way the web's
 * `call()` does, so a test names the endpoint, not a path string. Params, query and body are what the
 * schemas accept (a test of refused input passes `rawBody`); `json` has the response type; a failure is
 * asserted with `expectError(answer, code)`.
 */
export function api<E extends Endpoint>(
  endpoint: E,
  request: TestRequest<E>,
): Promise<Answer<ResponseOf<E>>> {
  const r = request as Record<string, unknown> & Sender
  const path = fillPath(endpoint.path, r.params as Record<string, unknown> | undefined)
  return call(`/api${path}${queryString(r.query)}`, {
    method: endpoint.method,
    body: 'rawBody' in r ? r.rawBody : r.body,
    cookie: r.cookie ?? undefined,
    headers: { ...(r.ip ? { 'cf-connecting-ip': r.ip } : {}), ...r.headers },
  })
}

/**
 * Asserts the answer is the catalogue's error `code` (its status from `domain/errors.ts` and its code in
 * the envelope) and returns the error, for its message and field issues.
 */
export function expectError(answer: { status: number; json: unknown }, code: ErrorCode) {
  const envelope = answer.json as Partial<ErrorEnvelope> | undefined
  expect({ status: answer.status, code: envelope?.error?.code }).toEqual({
    status: errorCatalogue[code].status,
    code,
  })
  return (envelope as ErrorEnvelope).error
}

/** The error of a failed answer (its code, message and field issues), for assertions beyond `expectError`. */
export function errorOf(answer: { json: unknown }) {
  return (answer.json as ErrorEnvelope).error
}
