import { createMiddleware } from 'hono/factory'
import type { AppBindings } from '../env'

/**
 * Reads to its end a request body nothing read: an endpoint that takes none (log-out is sent `{}`), or a
 * guard that answered first (401, 403, 429). workerd closes the connection after answering a request whose
 * body was left unread, without saying `Connection: close`; a client that keeps the connection and sends its
 * next request on it at once gets no answer (locally undici in `vite preview` → miniflare: "fetch failed,
 * other side closed", the e2e flake after log-out). A body over `limit` (refused unread by the body limit)
 * is left: closing that connection is right.
 */
export function readUnreadBody(limit: number) {
  return createMiddleware<AppBindings>(async (c, next) => {
    // The request as it came: a body limit may put a wrapper in `c.req.raw`; reading that reads this.
    const request = c.req.raw
    await next()
    if (!request.body || request.bodyUsed) return
    if (Number(request.headers.get('Content-Length') ?? 0) > limit) return
    await drain(request.body, limit)
  })
}

async function drain(body: ReadableStream<Uint8Array>, limit: number): Promise<void> {
  const reader = body.getReader()
  let left = limit
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      left -= value.byteLength
      if (left < 0) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The client went away mid-body: there is no connection left to keep.
  }
}
