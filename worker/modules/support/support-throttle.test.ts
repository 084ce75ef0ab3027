import { describe, expect, it } from 'vitest'
import { supportApi } from '../../../domain/contract/support'
import { api } from '../../test/client'
import { makeCompanyUser } from '../account/account.fixtures'
import { supportLimit } from './company-cases'

/** The support queue is the staff's: one company's burst of cases gets exactly the limit through. */
describe('support cases under a parallel burst', () => {
  it(`${supportLimit.max + 10} cases at once from one company: exactly ${supportLimit.max} are opened, the rest 429`, async () => {
    const firm = await makeCompanyUser()
    const other = await makeCompanyUser()
    const answers = await Promise.all(
      Array.from({ length: supportLimit.max + 10 }, (_, i) =>
        api(supportApi.create, {
          body: { subject: `Spørgsmål ${i}`, message: 'Hvordan ændrer jeg mine kategorier?' },
          cookie: firm.cookie,
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(supportLimit.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    expect((await api(supportApi.list, { cookie: firm.cookie })).json.items).toHaveLength(supportLimit.max)
    // Another company is not held back by it.
    const theirs = await api(supportApi.create, {
      body: { subject: 'Faktura', message: 'Hvor finder jeg min faktura?' },
      cookie: other.cookie,
    })
    expect(theirs.status).toBeLessThan(300)
  })
})
