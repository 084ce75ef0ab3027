import { SELF } from 'cloudflare:test'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { catalogs } from '../../domain/locales'
import { maxJsonBytes } from '../app'
import { call } from '../test/client'
import { frameworkError } from './errors'

const origin = 'http://localhost:8787'

/** A raw POST, so the body can be anything a client might send. */
async function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', ...headers },
    body,
  })
  const text = await res.text()
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : undefined }
}

/** Every leaf string of a catalog, so a message can be checked to come from it. */
const texts = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(texts)
const daTexts = new Set(texts(catalogs['da-DK']))
const enTexts = new Set(texts(catalogs.en))

describe('malformed requests answer the error envelope, never 500', () => {
  for (const [label, body] of [
    ['an unfinished object', '{'],
    ['a trailing comma', '{"email":"a@example.dk","password":"x",}'],
    ['an empty body', ''],
    ['not JSON at all', 'email=a@example.dk'],
  ] as const) {
    it(`${label} → 400 bad_request, localized`, async () => {
      const da = await post('/api/auth/login', body)
      expect(da.status).toBe(400)
      expect(da.json).toEqual({
        error: {
          code: 'bad_request',
          message: 'Vi kunne ikke læse det, der blev sendt. Genindlæs siden, og prøv igen.',
        },
      })
      const en = await post('/api/auth/login', body, { Cookie: 'lang=en' })
      expect(en.json.error.message).toBe('We could not read what was sent. Reload the page and try again.')
    })
  }

  it('a wrong content type → 415 in the envelope', async () => {
    const res = await post('/api/auth/login', '{"email":"a@example.dk"}', { 'Content-Type': 'text/plain' })
    expect(res.status).toBe(415)
    expect(res.json.error.code).toBe('unsupported_media_type')
  })

  it("Hono's own 400/413/415 map into the envelope by status", () => {
    expect(frameworkError(new HTTPException(400))?.code).toBe('bad_request')
    expect(frameworkError(new HTTPException(413))?.code).toBe('payload_too_large')
    expect(frameworkError(new HTTPException(415))?.status).toBe(415)
    expect(frameworkError(new HTTPException(405))?.status).toBe(405)
    expect(frameworkError(new HTTPException(502))).toBeNull()
    expect(frameworkError(new Error('bug'))).toBeNull()
  })
})

describe('bodies over 64 kB are refused before they are parsed', () => {
  const big = `{"email":"a@example.dk","password":"${'x'.repeat(maxJsonBytes)}"}`

  it('with a Content-Length → 413 in the envelope', async () => {
    const res = await post('/api/auth/login', big)
    expect(res.status).toBe(413)
    expect(res.json).toEqual({
      error: { code: 'payload_too_large', message: 'Det, der blev sendt, er for stort.' },
    })
  })

  it('streamed without a Content-Length → 413', async () => {
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192))
        controller.close()
      },
    })
    const res = await post('/api/auth/login', stream)
    expect(res.status).toBe(413)
    expect(res.json.error.code).toBe('payload_too_large')
  })

  it('a body under the limit still reaches validation', async () => {
    const res = await post('/api/auth/login', `{"email":"a@example.dk","password":"${'x'.repeat(60_000)}"}`)
    expect(res.status).toBe(422)
  })
})

describe('every field issue is a localized message', () => {
  it('wrong types, a bare length limit and a non-object body give catalog texts, in both languages', async () => {
    const bodies: [string, unknown][] = [
      ['/api/auth/login', { email: 123, password: 123 }],
      ['/api/auth/login', { email: 'a@example.dk', password: 'x'.repeat(129) }],
      ['/api/auth/login', [1, 2]],
      ['/api/auth/profile-confirmation/lookup', { email: 'a@example.dk', as: 123 }],
    ]
    for (const [path, body] of bodies) {
      for (const [cookie, known] of [
        ['lang=da-DK', daTexts],
        ['lang=en', enTexts],
      ] as const) {
        const res = await call(path, { body, cookie })
        expect(res.status, JSON.stringify(body)).toBe(422)
        expect(res.json.error.issues.length).toBeGreaterThan(0)
        for (const issue of res.json.error.issues) {
          expect(issue.message).not.toMatch(/Invalid|Expected|received/)
          expect(known.has(issue.message), `${issue.path}: ${issue.message}`).toBe(true)
        }
      }
    }
  })

  it('a wrong type reads as a wrong field, a too long text as too long', async () => {
    const wrong = await call('/api/auth/profile-confirmation/lookup', {
      body: { email: 'a@example.dk', as: 1 },
    })
    expect(wrong.json.error.issues).toEqual([{ path: 'as', message: 'Feltet er ikke udfyldt korrekt.' }])
    const long = await call('/api/auth/login', { body: { email: 'a@example.dk', password: 'x'.repeat(129) } })
    expect(long.json.error.issues).toEqual([{ path: 'password', message: 'Teksten er for lang.' }])
  })
})
