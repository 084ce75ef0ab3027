import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { wonJobsApi } from '../../../domain/contract/won-jobs'
import { contactClosings } from '../../db/schema'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { makeWonJob } from '../../test/market.fixtures'
import { contactStateOf } from '../../test/reads'

const complete = (cookie: string, contactId: number, price: string) =>
  api(wonJobsApi.complete, { params: { contactId }, body: { price }, cookie })

/**
 * Spec sections 5 and 9 at the boundary: a completed job's price is at most 999.999.999 whole kroner
 * with 1 or 2 øre digits (at most 99). The refusals one past it are in won-jobs.test.ts.
 */
describe('the largest price a company may enter when it closes a job as completed', () => {
  it('takes 999.999.999,99 kr. and keeps it to the øre', async () => {
    const w = await makeWonJob()
    const res = await complete(w.firm.cookie, w.contact.id, '999.999.999,99')
    expect(res.status).toBe(200)
    expect(await contactStateOf(w.contact.id)).toBe('completed')
    const [closing] = await database(env.DB)
      .select()
      .from(contactClosings)
      .where(eq(contactClosings.contactId, w.contact.id))
    expect(closing?.priceOre).toBe(99_999_999_999)
  })

  it('takes one øre digit and plain digits without a dot', async () => {
    const one = await makeWonJob()
    expect((await complete(one.firm.cookie, one.contact.id, '1,5')).status).toBe(200)
    const plain = await makeWonJob()
    expect((await complete(plain.firm.cookie, plain.contact.id, '999999999')).status).toBe(200)
  })
})
