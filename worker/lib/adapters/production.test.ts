import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchAs } from '../../test/deployment'
import { AdapterNotConfigured, appMode } from './config'
import { cvrAdapter } from './cvr'
import { emailAdapter } from './email'
import { facebookAdapter } from './facebook'
import { smsAdapter } from './sms'

// Unset, a name we never defined, production itself, and typos: all of them are production.
const productionLike: Record<string, string | undefined> = {
  unset: undefined,
  staging: 'staging',
  production: 'production',
  capitalised: 'Development',
  padded: 'test ',
}

// The request log line is written outside tests; it is not what these tests read.
beforeEach(() => vi.spyOn(console, 'log').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

describe('APP_ENV fails closed', () => {
  it('only the exact words development and test are not production', () => {
    expect(appMode({ APP_ENV: 'development' })).toBe('development')
    expect(appMode({ APP_ENV: 'test' })).toBe('test')
    for (const value of Object.values(productionLike)) expect(appMode({ APP_ENV: value })).toBe('production')
  })

  for (const [label, APP_ENV] of Object.entries(productionLike)) {
    it(`APP_ENV ${label}: /dev/* and the fake Facebook answer 404, the real adapters are selected`, async () => {
      for (const path of [
        '/dev/outbox',
        '/dev/outbox.json',
        '/dev/fake-facebook/dialog/oauth?client_id=fake-facebook-app',
      ]) {
        const res = await fetchAs({ APP_ENV }, path)
        expect(res.status, path).toBe(404)
        expect(res.json?.error.code).toBe('not_found')
      }
      const bare = { ...env, APP_ENV, PUBLIC_ORIGIN: 'https://opgavetorvet.dk' }
      expect(() => emailAdapter({ ...bare, EMAIL: undefined })).toThrow(AdapterNotConfigured)
      expect(() => smsAdapter({ ...bare, GATEWAYAPI_TOKEN: undefined })).toThrow(AdapterNotConfigured)
      expect(cvrAdapter(bare).name).toBe('cvrapi')
      vi.spyOn(console, 'error').mockImplementation(() => {})
      expect(facebookAdapter({ ...bare, FACEBOOK_CLIENT_ID: undefined }, 'https://evil.example')).toBeNull()
      const real = { ...bare, FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 'secret' }
      const facebook = facebookAdapter(real, 'https://evil.example')
      expect(facebook?.name).toBe('facebook')
      expect(facebook?.authorizationURL('s').origin).toBe('https://www.facebook.com')
    })
  }

  it('production e-mail and SMS use the configured sender, never a default', () => {
    const prod = { ...env, APP_ENV: 'production', PUBLIC_ORIGIN: 'https://opgavetorvet.dk' }
    const email = { send: async () => {} } as unknown as SendEmail
    expect(
      emailAdapter({ ...prod, EMAIL: email, MAIL_FROM: 'Opgavetorvet <noreply@opgavetorvet.dk>' }).name,
    ).toBe('cloudflare')
    expect(() => emailAdapter({ ...prod, EMAIL: email, MAIL_FROM: undefined })).toThrow(/MAIL_FROM/)
    expect(smsAdapter({ ...prod, GATEWAYAPI_TOKEN: 't', SMS_SENDER: 'OpgaveTorv' }).name).toBe('gatewayapi')
    expect(() => smsAdapter({ ...prod, GATEWAYAPI_TOKEN: undefined })).toThrow(/GATEWAYAPI_TOKEN/)
  })
})

describe('production refuses an unsafe configuration with a 503 envelope and a log line', () => {
  it('answers 503 to everything when PUBLIC_ORIGIN is not https', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const PUBLIC_ORIGIN of ['http://opgavetorvet.dk', '', 'https://opgavetorvet.dk/path']) {
      const res = await fetchAs({ APP_ENV: 'production', PUBLIC_ORIGIN }, '/api/categories')
      expect(res.status).toBe(503)
      expect(res.json).toEqual({
        error: { code: 'unavailable', message: 'Tjenesten er ikke tilgængelig lige nu. Prøv igen senere.' },
      })
    }
    expect(String(log.mock.calls[0]?.[0])).toContain('PUBLIC_ORIGIN')
  })

  it('answers 503 to API writes without e-mail and SMS delivery, names what is missing, keeps reads', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const vars = { APP_ENV: 'production', EMAIL: undefined, GATEWAYAPI_TOKEN: undefined }
    expect((await fetchAs(vars, '/api/categories')).status).toBe(200)
    const write = await fetchAs(vars, '/api/auth/password-reset', {
      method: 'POST',
      headers: { Origin: 'https://opgavetorvet.dk', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.dk' }),
    })
    expect(write.status).toBe(503)
    expect(write.json.error.code).toBe('unavailable')
    const line = JSON.parse(String(log.mock.calls.at(-1)?.[0]))
    expect(line).toMatchObject({ level: 'error', missing: ['EMAIL', 'GATEWAYAPI_TOKEN'] })
  })

  it('Facebook without its secrets answers 503 in production, never the fake provider', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await fetchAs({ APP_ENV: undefined }, '/api/auth/facebook/start')
    expect(res.status).toBe(503)
    expect(String(log.mock.calls[0]?.[0])).toContain('FACEBOOK_CLIENT_ID')
    expect(res.text).not.toContain('/dev/fake-facebook')
  })

  it('development answers only on a loopback host, so a deployed development build shows no fakes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const publicHost = await fetchAs(
      { APP_ENV: 'development' },
      '/dev/outbox.json',
      {},
      'https://x.workers.dev',
    )
    expect(publicHost.status).toBe(503)
    const local = await fetchAs({ APP_ENV: 'development' }, '/dev/outbox.json', {}, 'http://127.0.0.1:8787')
    expect(local.status).toBe(200)
  })
})
