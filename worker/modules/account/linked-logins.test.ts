import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { linkedLoginsApi } from '../../../domain/contract/linked-logins'
import { catalogs } from '../../../domain/locales'
import { oauthAccounts, users } from '../../db/schema'
import { database } from '../../lib/db'
import { api, call, errorOf, expectError } from '../../test/client'
import { auditOf } from '../../test/reads'
import { makeUser } from './account.fixtures'

const db = () => database(env.DB)
let n = 0
/** Links a Facebook id to the user; returns the id. */
async function link(userId: number, verified = true) {
  const providerUserId = `fb-linked-${userId}-${++n}`
  await db()
    .insert(oauthAccounts)
    .values({
      provider: 'facebook',
      providerUserId,
      userId,
      emailVerifiedAt: verified ? 1_700_000_000 : null,
    })
  return providerUserId
}
const unlink = (providerUserId: string, cookie?: string) =>
  call(`/api/account/linked-logins/facebook/${encodeURIComponent(providerUserId)}`, {
    method: 'DELETE',
    ...(cookie ? { cookie } : {}),
  })
const linksOf = async (userId: number) =>
  (await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId))).map(
    (l) => l.providerUserId,
  )

describe('GET /api/account/linked-logins', () => {
  it("lists the caller's own linked log-ins only, with whether each was proven by e-mail", async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    const proven = await link(alice.user.id)
    const unproven = await link(alice.user.id, false)
    await link(bob.user.id)
    const res = await api(linkedLoginsApi.list, { cookie: alice.cookie })
    expect(res.status).toBe(200)
    expect(res.json.hasPassword).toBe(true)
    expect(res.json.logins).toEqual([
      { provider: 'facebook', providerUserId: proven, linkedAt: expect.any(Number), verified: true },
      { provider: 'facebook', providerUserId: unproven, linkedAt: expect.any(Number), verified: false },
    ])
  })

  it('is 401 for an anonymous visitor', async () => {
    expectError(await api(linkedLoginsApi.list, {}), 'unauthenticated')
    expect((await unlink('x')).status).toBe(401)
  })
})

describe('DELETE /api/account/linked-logins/:provider/:providerUserId', () => {
  it('removes my own link', async () => {
    const alice = await makeUser()
    const id = await link(alice.user.id)
    const res = await unlink(id, alice.cookie)
    expect(res.status).toBe(204)
    expect(await linksOf(alice.user.id)).toEqual([])
    // The audit log says who removed which link and when.
    expect(await auditOf('user', alice.user.id)).toMatchObject([
      {
        action: 'facebook.unlink',
        actorUserId: alice.user.id,
        details: { provider: 'facebook', providerUserId: id },
      },
    ])
  })

  it('another user cannot unlink mine (404, the link stays)', async () => {
    const alice = await makeUser()
    const mallory = await makeUser()
    const id = await link(alice.user.id)
    const res = await unlink(id, mallory.cookie)
    expect(res.status).toBe(404)
    expect(await auditOf('user', alice.user.id)).toEqual([])
    expect(await auditOf('user', mallory.user.id)).toEqual([])
    expectError(res, 'not_found')
    expect(await linksOf(alice.user.id)).toEqual([id])
  })

  it('refuses to remove the last way to log in of an account without a password (409, Danish message)', async () => {
    const alice = await makeUser()
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, alice.user.id))
    const first = await link(alice.user.id)
    const second = await link(alice.user.id)
    expect((await unlink(first, alice.cookie)).status).toBe(204)
    const last = await unlink(second, alice.cookie)
    expect(last.status).toBe(409)
    expect(errorOf(last)).toEqual({
      code: 'last_login',
      message: catalogs['da-DK'].account.errors.lastLogin,
    })
    expect(await linksOf(alice.user.id)).toEqual([second])
  })

  it('two parallel removals never leave an account without a password with no way in', async () => {
    const alice = await makeUser()
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, alice.user.id))
    const ids = [await link(alice.user.id), await link(alice.user.id), await link(alice.user.id)]
    const answers = await Promise.all(ids.map((id) => unlink(id, alice.cookie)))
    expect(answers.filter((a) => a.status === 204)).toHaveLength(2)
    expect(await linksOf(alice.user.id)).toHaveLength(1)
    // One audit entry per removal that happened, none for the refused one.
    expect((await auditOf('user', alice.user.id)).map((a) => a.action)).toEqual([
      'facebook.unlink',
      'facebook.unlink',
    ])
  })

  it('refuses an unknown provider (422)', async () => {
    const alice = await makeUser()
    // A provider the contract does not name, sent as a string: the typed client cannot name it.
    const res = await call('/api/account/linked-logins/google/123', {
      method: 'DELETE',
      cookie: alice.cookie,
    })
    expect(res.status).toBe(422)
  })
})
