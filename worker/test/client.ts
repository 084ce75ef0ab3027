import { SELF } from 'cloudflare:test'

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
