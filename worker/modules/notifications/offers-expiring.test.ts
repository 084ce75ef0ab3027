import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notificationsApi } from '../../../domain/contract/notifications'
import { notifications } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { d1WithWriteBeforeBatch } from '../../test/race'
import { mailsTo } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { setBlocked } from '../admin/set-blocked'
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

describe('offer expiring notifications to a company that leaves the market', () => {
  it('a block between the run’s read and the batch sends its company no SMS; its row waits for the unblock', async () => {
    const admin = await makeUser({ role: 'admin' })
    const customer = await makeUser()
    const blocked = await makeCompanyUser('Blokeret Byg ApS')
    const active = await makeCompanyUser('Aktiv Byg ApS')
    const lapsing = async (firm: typeof blocked) => {
      await api(notificationsApi.saveSettings, { body: { email: true, sms: true }, cookie: firm.cookie })
      const job = await makeJob({
        customerId: customer.user.id,
        categoryId: firm.category.id,
        title: 'Nyt tag',
      })
      await makeContact({ job, companyId: firm.company.id, dueAt: clock.now() + 2 * day })
      return job
    }
    const blockedJob = await lapsing(blocked)
    const activeJob = await lapsing(active)

    // Both offers are read while both companies are in the market; the block lands before the batches.
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, blocked.user.id, true))
    await notifyExpiringOffers(database(d1), origin)
    const told = async (firm: typeof blocked) => ({
      rows: (await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))).map(
        (n) => [n.type, n.jobId],
      ),
      texts: (await mailsTo(firm.company.mobile, 'notificationSms')).length,
    })
    expect(await told(active)).toEqual({ rows: [['offer_expiring', activeJob.id]], texts: 1 })
    expect(await told(blocked)).toEqual({ rows: [['offer_expiring', blockedJob.id]], texts: 0 })
  })
})
