import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { companyMedia } from '../../db/schema'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { goodPassword } from '../../test/helpers'
import { makeCompanyUser } from './account.fixtures'

const origin = 'http://localhost:8787'

/** A logo as the company page uploads it (the raw bytes, its own content type). */
async function uploadLogo(cookie: string) {
  const png = new Uint8Array(64)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const res = await SELF.fetch(`${origin}/api/company/logo`, {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'image/png' },
    body: png,
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { logoUrl: string }).logoUrl
}

/**
 * Erasure keeps what the Bookkeeping Act needs of a company (name, CVR, address) and nothing else: a
 * logo has no legal weight, and a self-employed person's logo is often their own face.
 */
describe('DELETE /api/account of a company owner', () => {
  it('erases the logo: its address answers 404 and the stored file is gone', async () => {
    const { cookie, company } = await makeCompanyUser('Logo Person')
    const logoUrl = await uploadLogo(cookie)
    const [before] = await database(env.DB)
      .select()
      .from(companyMedia)
      .where(eq(companyMedia.companyId, company.id))
    expect(before?.logoKey).toBeTruthy()
    expect((await SELF.fetch(`${origin}${logoUrl}`)).status).toBe(200)

    const res = await api(accountApi.remove, { body: { password: goodPassword }, cookie })
    expect(res.status).toBe(204)

    expect((await SELF.fetch(`${origin}${logoUrl}`)).status).toBe(404)
    expect(await env.MEDIA.get(before?.logoKey ?? '')).toBeNull()
    const [after] = await database(env.DB)
      .select()
      .from(companyMedia)
      .where(eq(companyMedia.companyId, company.id))
    expect(after).toMatchObject({ logoKey: null, logoType: null })
  })
})
