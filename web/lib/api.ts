import { type Endpoint, fillPath, type RequestOf, type ResponseOf } from '../../domain/contract/endpoint'
import type { ErrorEnvelope, ErrorIssue } from '../../domain/errors'

/** An API failure with the server's localized message (and field issues for 422). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message)
  }
}

/**
 * Whether a failed query is worth one more try: a network failure or a server error may pass, but an answer
 * the server gave on purpose (not found, forbidden, invalid: 4xx) will be the same, and the screen should say
 * so at once instead of showing 'Indlæser …' for a second round. A throttle (429) may pass after a moment.
 */
export function worthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  return !(error instanceof ApiFailure && error.status >= 400 && error.status < 500 && error.status !== 429)
}

type Query = Record<string, string | number | undefined>

type Transport = (input: string, init: RequestInit) => Promise<Response>
/** The browser's `fetch`; the Worker's renderer swaps in a direct call to the API (no network hop). */
let transport: Transport = (input, init) => fetch(input, init)

/** Server rendering only: how the route loaders reach the API while a page renders in the Worker. */
export function setApiTransport(next: Transport) {
  transport = next
}

function url(path: string, query?: Query) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v))
  const qs = params.toString()
  return `/api${path}${qs ? `?${qs}` : ''}`
}

/**
 * The one way the web talks to the API: calls one endpoint of the contract (`domain/contract`). The
 * path comes from its params, the body and query are what its schemas accept, and the answer has its
 * response type, so web and worker cannot drift apart without a typecheck failing. JSON in, JSON out,
 * same origin, cookies included; a failure throws ApiFailure with the server's localized message.
 */
export async function call<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<ResponseOf<E>> {
  const body = request.body as unknown
  return exchange<E>(
    endpoint,
    url(
      fillPath(endpoint.path, request.params as Record<string, unknown>),
      request.query as Query | undefined,
    ),
    {
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: request.signal,
    },
  )
}

/**
 * `call` for an endpoint whose body is a file itself, not JSON (the company's logo): sent with the
 * file's own Content-Type, answered and failed as every call is.
 */
export async function upload<E extends Endpoint>(endpoint: E, file: Blob): Promise<ResponseOf<E>> {
  return exchange<E>(endpoint, url(endpoint.path), {
    headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    body: file,
  })
}

/** Sends one request to the API and reads its answer: the response, or an ApiFailure (status 0: no network). */
async function exchange<E extends Endpoint>(
  endpoint: E,
  path: string,
  init: Pick<RequestInit, 'headers' | 'body' | 'signal'>,
): Promise<ResponseOf<E>> {
  let res: Response
  try {
    res = await transport(path, { ...init, method: endpoint.method, credentials: 'same-origin' })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiFailure(0, 'network', '')
  }
  if (res.status === 204) return undefined as ResponseOf<E>
  const answer = (await res.json().catch(() => undefined)) as unknown
  if (!res.ok) {
    const envelope = answer as Partial<ErrorEnvelope> | undefined
    throw new ApiFailure(
      res.status,
      envelope?.error?.code ?? 'internal',
      envelope?.error?.message ?? '',
      envelope?.error?.issues ?? [],
    )
  }
  return answer as ResponseOf<E>
}
