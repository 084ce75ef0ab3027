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
 * The one way the web talks to the API: JSON in, JSON out, same origin, cookies included. Types come
 * from the shared `domain/schemas`, so the caller names the response type it expects.
 */
export async function api<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    body?: unknown
    query?: Query
    signal?: AbortSignal
  } = {},
): Promise<T> {
  let res: Response
  try {
    res = await transport(url(path, init.query), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers:
        init.body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiFailure(0, 'network', '')
  }
  if (res.status === 204) return undefined as T
  const body = (await res.json().catch(() => undefined)) as unknown
  if (!res.ok) {
    const envelope = body as Partial<ErrorEnvelope> | undefined
    throw new ApiFailure(
      res.status,
      envelope?.error?.code ?? 'internal',
      envelope?.error?.message ?? '',
      envelope?.error?.issues ?? [],
    )
  }
  return body as T
}

/**
 * Calls one endpoint of the contract (`domain/contract`): the path comes from its params, the body and
 * query are what its schemas accept, and the answer has its response type, so web and worker cannot
 * drift apart without a typecheck failing.
 */
export function call<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<ResponseOf<E>> {
  return api<ResponseOf<E>>(fillPath(endpoint.path, request.params as Record<string, unknown>), {
    method: endpoint.method,
    body: request.body,
    query: request.query as Query | undefined,
    signal: request.signal,
  })
}
