import { afterEach, describe, expect, it } from 'vitest'
import { companyInfoApi } from '../../domain/contract/company-profile'
import { ApiFailure, setApiTransport, upload, worthRetrying } from './api'

describe('worthRetrying', () => {
  it('tries a network failure or a server error once more, never an answer the server meant', () => {
    expect(worthRetrying(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(worthRetrying(0, new ApiFailure(500, 'internal', 'Noget gik galt.'))).toBe(true)
    expect(worthRetrying(0, new ApiFailure(429, 'rate_limited', 'Vent lidt.'))).toBe(true)
    expect(worthRetrying(1, new ApiFailure(500, 'internal', 'Noget gik galt.'))).toBe(false)
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(worthRetrying(0, new ApiFailure(status, 'not_found', 'Findes ikke.'))).toBe(false)
  })
})

describe('upload', () => {
  const seen: { url: string; init: RequestInit }[] = []
  const answering = (status: number, answer: unknown) =>
    setApiTransport(async (url, init) => {
      seen.push({ url, init })
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
    })
  afterEach(() => {
    seen.length = 0
    setApiTransport((input, init) => fetch(input, init))
  })

  it('sends the file itself with its own type, the way every call goes, and answers the response', async () => {
    answering(200, { logoUrl: '/media/logo/7.png' })
    const file = new Blob(['png'], { type: 'image/png' })
    expect(await upload(companyInfoApi.uploadLogo, file)).toEqual({ logoUrl: '/media/logo/7.png' })
    expect(seen[0]?.url).toBe('/api/company/logo')
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'image/png', Accept: 'application/json' },
      body: file,
    })
  })

  it("fails as a call fails: the server's code, localized message and issues", async () => {
    answering(422, { error: { code: 'invalid_image', message: 'Logoet skal være et billede.', issues: [] } })
    const failure = await upload(companyInfoApi.uploadLogo, new Blob(['x'])).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiFailure)
    expect(failure).toMatchObject({
      status: 422,
      code: 'invalid_image',
      message: 'Logoet skal være et billede.',
    })
    expect(seen[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' })
  })
})
