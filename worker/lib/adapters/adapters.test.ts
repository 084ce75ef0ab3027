import { describe, expect, it } from 'vitest'
import { fakesAllowed } from './config'
import { cvrApi, fakeCompanyFor, fakeCvr } from './cvr'
import { emailAdapter, fakeEmail } from './email'
import { facebookAdapter } from './facebook'
import { fakeSms, gatewayApiSms, msisdn, smsAdapter } from './sms'

const env = (APP_ENV: string | undefined, extra: Record<string, unknown> = {}) =>
  ({ APP_ENV, PUBLIC_ORIGIN: 'https://opgavetorvet.dk', ...extra }) as never

describe('adapter selection', () => {
  it('uses fakes outside production only', () => {
    expect(fakesAllowed({ APP_ENV: 'development' })).toBe(true)
    expect(fakesAllowed({ APP_ENV: 'test' })).toBe(true)
    expect(fakesAllowed({ APP_ENV: 'production' })).toBe(false)
    expect(fakesAllowed({ APP_ENV: undefined })).toBe(false)
    expect(fakesAllowed({ APP_ENV: 'staging' })).toBe(false)
    expect(emailAdapter(env('development'))).toBe(fakeEmail)
    expect(smsAdapter(env('test'))).toBe(fakeSms)
  })

  it('never falls back to a fake in production: a missing configuration throws or disables', () => {
    expect(() => emailAdapter(env('production'))).toThrow(/not configured/)
    expect(() => smsAdapter(env('production'))).toThrow(/not configured/)
    expect(facebookAdapter(env('production'), 'https://x')).toBeNull()
    expect(smsAdapter(env('production', { GATEWAYAPI_TOKEN: 't', SMS_SENDER: 'OpgaveTorv' })).name).toBe(
      'gatewayapi',
    )
    expect(
      facebookAdapter(env('production', { FACEBOOK_CLIENT_ID: 'a', FACEBOOK_CLIENT_SECRET: 'b' }), 'x')?.name,
    ).toBe('facebook')
  })
})

describe('GatewayAPI SMS adapter', () => {
  it('posts the message to /rest/mtsms with the token and a Danish MSISDN', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response('{"ids":[1]}', { status: 200 })
    }) as unknown as typeof fetch
    await gatewayApiSms('tok', 'OpgaveTorv', fetcher).send({ to: '+45 12 34 56 78', text: 'Kode 123456' })
    expect(calls[0]?.url).toBe('https://gatewayapi.com/rest/mtsms')
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Token tok')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      sender: 'OpgaveTorv',
      message: 'Kode 123456',
      recipients: [{ msisdn: 4512345678 }],
    })
  })

  it('throws on an HTTP error so the outbox retries', async () => {
    const fetcher = (async () => new Response('no', { status: 500 })) as unknown as typeof fetch
    await expect(gatewayApiSms('t', 's', fetcher).send({ to: '12345678', text: 'x' })).rejects.toThrow(/500/)
  })

  it('normalizes phone numbers', () => {
    expect(msisdn('12345678')).toBe('4512345678')
    expect(msisdn('+45 12 34 56 78')).toBe('4512345678')
  })
})

describe('CVR adapters', () => {
  it('cvrapi: maps the answer, and a NOT_FOUND error to null', async () => {
    const ok = (async () =>
      Response.json({
        vat: 31245680,
        name: 'Test ApS',
        address: 'Vej 1',
        zipcode: '8000',
        city: 'Aarhus C',
      })) as never
    expect(await cvrApi('ua', ok).lookup('31245680')).toEqual({
      cvr: '31245680',
      name: 'Test ApS',
      address: 'Vej 1',
      zip: '8000',
      city: 'Aarhus C',
    })
    const missing = (async () => Response.json({ error: 'NOT_FOUND' })) as never
    expect(await cvrApi('ua', missing).lookup('31245680')).toBeNull()
    const down = (async () => new Response('', { status: 503 })) as never
    await expect(cvrApi('ua', down).lookup('31245680')).rejects.toThrow(/503/)
  })

  it('fake: fixed demo companies, a stable company for any valid CVR, nothing for an invalid one', async () => {
    expect((await fakeCvr.lookup('35812342'))?.name).toBe('Nordsjællands VVS A/S')
    expect(fakeCompanyFor('10150817')).toEqual(fakeCompanyFor('10150817'))
    expect(await fakeCvr.lookup('10150818')).toBeNull()
  })
})
