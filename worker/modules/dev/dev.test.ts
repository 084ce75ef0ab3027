import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../index'
import { call } from '../../test/client'
import { callFrom, freshIp, makeUser } from '../auth/test-helpers'

vi.setConfig({ testTimeout: 30_000 })

describe('/dev/outbox', () => {
  it('lists messages newest first with rendered subject and a clickable reset link', async () => {
    const user = await makeUser({ phone: `7${String(Date.now()).slice(-7)}` })
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
    const user = await makeUser({ phone })
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
      const ctx = createExecutionContext()
      const res = await worker.fetch(
        new Request(`http://localhost:8787${path}`),
        { ...env, APP_ENV: 'production' },
        ctx,
      )
      await waitOnExecutionContext(ctx)
      expect(res.status).toBe(404)
    }
  })
})
