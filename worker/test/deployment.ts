import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../index'

/**
 * Test-only: the whole Worker with other configuration (`vars` over the test's), as a deployment would
 * run it; `origin` is the address the request is sent to. The answer's status, headers, text and JSON body.
 */
export async function fetchAs(
  vars: Record<string, unknown>,
  path: string,
  init: RequestInit = {},
  origin = 'https://opgavetorvet.dk',
) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`${origin}${path}`, { redirect: 'manual', ...init }),
    { ...env, PUBLIC_ORIGIN: 'https://opgavetorvet.dk', ...vars } as never,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text.startsWith('{') ? JSON.parse(text) : undefined,
  }
}
