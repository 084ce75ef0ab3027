import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { notifyExpiringOffers } from './offers-expiring'

const db = () => database(env.DB)
const origin = 'http://localhost:8787'
const day = 86_400

describe('offer expiring notifications', () => {
  it('an offer lapsing within three days tells its company once; a later one and an invitation do not', async () => {
    // Other files' offers share this D1 (vitest.config.ts): the cron tells theirs first.
    await notifyExpiringOffers(db(), origin)
    const customer = await makeUser()
    const firm = await makeCompanyUser()
    const job = (title: string) =>
      makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title })
    const soon = await job('Lapser snart')
    await makeContact({ job: soon, companyId: firm.company.id, dueAt: clock.now() + 2 * day })
    await makeContact({
      job: await job('Lapser senere'),
      companyId: firm.company.id,
      dueAt: clock.now() + 9 * day,
    })
    await makeContact({
      job: await job('Kun inviteret'),
      companyId: firm.company.id,
      state: 'invited',
      dueAt: clock.now() + day,
    })

    expect(await notifyExpiringOffers(db(), origin)).toBe(1)
    expect(await notifyExpiringOffers(db(), origin)).toBe(0)
    const rows = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(rows.map((n) => [n.type, n.jobId, n.note])).toEqual([['offer_expiring', soon.id, 'Lapser snart']])
  })
})
