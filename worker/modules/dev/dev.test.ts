import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { fakeFacebookClientId } from '../../lib/adapters/facebook-fake'
import { createFakeSession } from '../../lib/adapters/payments-fake'
import { contentSecurityPolicy } from '../../lib/security-headers'
import { call } from '../../test/client'
import { fetchAs } from '../../test/deployment'
import { callFrom, freshIp } from '../../test/helpers'
import { makeLoggedOutUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 30_000 })

describe('/dev/outbox', () => {
  it('lists messages newest first with rendered subject and a clickable reset link', async () => {
    const user = await makeLoggedOutUser({ phone: `7${String(Date.now()).slice(-7)}` })
    await callFrom(freshIp(), '/api/auth/password-reset', { body: { email: user.email } })
    const page = await call(`/dev/outbox?to=${encodeURIComponent(user.email)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain('Nulstil din adgangskode hos Opgavetorvet')
    expect(page.text).toMatch(/<a href="http:\/\/localhost:8787\/nulstil-adgangskode\?token=[a-z2-7]{32}">/)
    expect(page.text).not.toContain('<script')
  })

  it('has a JSON variant filtered by recipient, with links and SMS codes', async () => {
    const phone = `8${String(Date.now()).slice(-7)}`
    const user = await makeLoggedOutUser({ phone })
    await callFrom(freshIp(), '/api/auth/password-reset', { body: { email: user.email } })
    const mail = await call(`/dev/outbox.json?to=${encodeURIComponent(user.email.toUpperCase())}`)
    expect(mail.status).toBe(200)
    expect(mail.json.messages[0]).toMatchObject({
      channel: 'email',
      to: user.email,
      template: 'passwordReset',
    })
    expect(mail.json.messages[0].links[0]).toMatch(/\/nulstil-adgangskode\?token=/)
    const sms = await call(`/dev/outbox.json?to=${phone}`)
    expect(sms.json.messages[0].code).toMatch(/^\d{6}$/)
    expect(sms.json.messages[0].subject).toBeNull()
  })

  it('is 404 in production, and so is the fake Facebook', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/fake-facebook/dialog/oauth']) {
      const res = await fetchAs({ APP_ENV: 'production' }, path, {}, 'http://localhost:8787')
      expect(res.status).toBe(404)
    }
  })
})

/** The CSP source a browser matches an inline `<style>` against: SHA-256 of its exact text. */
async function hashOf(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

const styleSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('style-src ')) ?? ''

describe('dev pages are styled under a CSP that allows their stylesheet alone', () => {
  it('the outbox, the fake Facebook and the fake payment page allow their own <style>, nothing inline else', async () => {
    const payment = await createFakeSession(env.KV, 'http://localhost:8787', {
      topUpId: 'dev-csp',
      amountOre: 50_000,
      method: 'card',
      successUrl: 'http://localhost:8787/firma/saldo',
      cancelUrl: 'http://localhost:8787/firma/saldo',
    })
    const oauth = new URLSearchParams({
      client_id: fakeFacebookClientId,
      redirect_uri: 'http://localhost:8787/facebook/callback',
      state: 'dev-csp',
      scope: 'email',
    })
    for (const path of [
      '/dev/outbox',
      `/dev/fake-facebook/dialog/oauth?${oauth}`,
      `/dev/pay/${payment.sessionId}`,
    ]) {
      const page = await call(path)
      expect(page.status, path).toBe(200)
      const styles = [...page.text.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '')
      expect(styles, path).toHaveLength(1)
      const csp = page.headers.get('content-security-policy') ?? ''
      expect(styleSrc(csp), path).toContain(await hashOf(styles[0] ?? ''))
      expect(csp, path).not.toContain('unsafe')
      expect(csp, path).toContain("script-src 'self';")
      expect(csp, path).toContain("frame-ancestors 'none'")
    }
  })

  it("leaves the product's policy as it was: the API and a rendered page do not allow the dev stylesheet", async () => {
    const dev = await call('/dev/outbox')
    const devHashes = styleSrc(dev.headers.get('content-security-policy') ?? '')
      .split(' ')
      .filter((source) => !styleSrc(contentSecurityPolicy).split(' ').includes(source))
    expect(devHashes).toHaveLength(1)
    const api = await call('/api/categories')
    expect(api.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    const page = await call('/guarantees/haandvaerkogbyggeri-full-text')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).not.toContain(devHashes[0])
  })
})
