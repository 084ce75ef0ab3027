import { describe, expect, it } from 'vitest'
import { adminApi } from '../../domain/contract/admin'
import { makeCompanyUser, makeUser } from '../modules/account/account.fixtures'
import { api, call, expectError } from '../test/client'
import { makeJobInTrade } from '../test/market.fixtures'

/** GET /api/admin/history/:lifecycle/:id: a row's transitions in one call, for the admin console. */
describe('transition history', () => {
  it("lists an account's transitions oldest first with who fired them, and its state now", async () => {
    const admin = await makeUser({ role: 'admin', name: 'Admin Historie' })
    const target = await makeCompanyUser()
    const path = `/api/admin/users/${target.user.id}`
    expect((await call(`${path}/block`, { method: 'POST', cookie: admin.cookie })).status).toBe(200)
    expect((await call(`${path}/unblock`, { method: 'POST', cookie: admin.cookie })).status).toBe(200)
    expect((await call(`${path}/block`, { method: 'POST', cookie: admin.cookie })).status).toBe(200)

    const res = await api(adminApi.history, {
      params: { lifecycle: 'account', id: target.user.id },
      cookie: admin.cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ lifecycle: 'account', id: target.user.id, state: 'blocked' })
    const actor = { role: 'admin', userId: admin.user.id, name: 'Admin Historie' }
    expect(res.json.entries).toEqual([
      { transition: 'block', from: 'active', to: 'blocked', actor, at: expect.any(Number), version: 1 },
      { transition: 'unblock', from: 'blocked', to: 'active', actor, at: expect.any(Number), version: 1 },
      { transition: 'block', from: 'active', to: 'blocked', actor, at: expect.any(Number), version: 1 },
    ])
  })

  it("shows a job with no transitions yet as its state and an empty list; another row's log stays out", async () => {
    const admin = await makeUser({ role: 'admin' })
    const { job } = await makeJobInTrade()
    const res = await api(adminApi.history, {
      params: { lifecycle: 'job', id: job.id },
      cookie: admin.cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ lifecycle: 'job', id: job.id, state: 'open', entries: [] })
  })

  it('is for admins only; a row that does not exist is a 404, a lifecycle that does not exist a 422', async () => {
    const admin = await makeUser({ role: 'admin' })
    const customer = await makeUser()
    const firm = await makeCompanyUser()
    const path = `/api/admin/history/account/${customer.user.id}`
    expect((await call(path)).status).toBe(401)
    expect((await call(path, { cookie: customer.cookie })).status).toBe(403)
    expect((await call(path, { cookie: firm.cookie })).status).toBe(403)
    expectError(
      await api(adminApi.history, { params: { lifecycle: 'contact', id: 999999999 }, cookie: admin.cookie }),
      'not_found',
    )
    expectError(await call('/api/admin/history/invoice/1', { cookie: admin.cookie }), 'invalid_input')
    expectError(
      await api(adminApi.history, { params: { lifecycle: 'job', id: 'abc' }, cookie: admin.cookie }),
      'invalid_input',
    )
  })
})
