import { describe, expect, it } from 'vitest'
import { messagesApi } from '../../../domain/contract/messages'
import { api, call } from '../../test/client'
import { makeContact, makeHire, makeJob, makeMessage } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const inbox = (cookie: string, query = '') => call(`/api/messages${query}`, { cookie })
const thread = (contactId: number, cookie: string) =>
  api(messagesApi.thread, { params: { contactId }, cookie })

type Row = { contactId: number; unread: number; counterpart: string | null; last: { body: string } }

/** Two customers, two companies; each customer's job has an offer from each company. */
async function market() {
  const [anna, bo] = [await makeUser(), await makeUser()]
  const firm = await makeCompanyUser()
  const rival = await makeCompanyUser('Konkurrenten ApS')
  const annaJob = await makeJob({ customerId: anna.user.id, categoryId: firm.category.id })
  const boJob = await makeJob({ customerId: bo.user.id, categoryId: firm.category.id })
  const annaFirm = await makeContact({ job: annaJob, companyId: firm.company.id })
  const annaRival = await makeContact({ job: annaJob, companyId: rival.company.id })
  const boFirm = await makeContact({ job: boJob, companyId: firm.company.id })
  return { anna, bo, firm, rival, annaJob, annaFirm, annaRival, boFirm }
}

describe('my message threads (GET /api/messages)', () => {
  it('lists only my threads, newest message first, and counts only messages to me that I have not opened', async () => {
    const m = await market()
    await makeMessage({ contactId: m.annaFirm.id, sender: 'customer', body: 'Første' })
    await makeMessage({ contactId: m.annaFirm.id, sender: 'company', body: 'Svar fra firmaet' })
    await makeMessage({ contactId: m.boFirm.id, sender: 'customer', body: 'Bo spørger' })
    await makeMessage({ contactId: m.boFirm.id, sender: 'customer', body: 'Bo igen' })
    await makeMessage({ contactId: m.annaRival.id, sender: 'company', body: 'Konkurrenten skriver' })

    const firm = await inbox(m.firm.cookie)
    expect(firm.status).toBe(200)
    expect(firm.json.viewer).toBe('company')
    // Newest message first: Bo's thread had the later message.
    expect(firm.json.threads.map((t: Row) => [t.contactId, t.unread, t.last.body])).toEqual([
      [m.boFirm.id, 2, 'Bo igen'],
      [m.annaFirm.id, 1, 'Svar fra firmaet'],
    ])
    // The firm's own message is not unread for it: only the customers' three.
    expect(firm.json.unread).toBe(3)

    const anna = await inbox(m.anna.cookie)
    expect(anna.json.viewer).toBe('customer')
    expect(anna.json.threads.map((t: Row) => [t.contactId, t.unread])).toEqual([
      [m.annaRival.id, 1],
      [m.annaFirm.id, 1],
    ])
    expect(anna.json.unread).toBe(2)

    // The others see none of it: the rival only its own thread, Bo only his.
    const rival = await inbox(m.rival.cookie)
    expect(rival.json.threads.map((t: Row) => t.contactId)).toEqual([m.annaRival.id])
    expect(rival.json.unread).toBe(0)
    const bo = await inbox(m.bo.cookie)
    expect(bo.json.threads.map((t: Row) => t.contactId)).toEqual([m.boFirm.id])
    expect(bo.json.unread).toBe(0)
    const stranger = await makeUser()
    expect((await inbox(stranger.cookie)).json).toEqual({ viewer: 'customer', unread: 0, threads: [] })
  })

  it('opening a thread marks it read: the count drops for me and not for the other side', async () => {
    const m = await market()
    await makeMessage({ contactId: m.annaFirm.id, sender: 'customer' })
    await makeMessage({ contactId: m.annaFirm.id, sender: 'company' })
    expect((await inbox(m.firm.cookie)).json.unread).toBe(1)
    expect((await inbox(m.anna.cookie)).json.unread).toBe(1)
    // Reading the list itself marks nothing.
    expect((await inbox(m.firm.cookie)).json.unread).toBe(1)

    expect((await thread(m.annaFirm.id, m.firm.cookie)).status).toBe(200)
    const after = await inbox(m.firm.cookie)
    expect(after.json.unread).toBe(0)
    expect(after.json.threads[0]).toMatchObject({ contactId: m.annaFirm.id, unread: 0 })
    expect((await inbox(m.anna.cookie)).json.unread).toBe(1)
  })

  it('names the company to the customer, and the customer to the company only once hired', async () => {
    const m = await market()
    await makeMessage({ contactId: m.annaFirm.id, sender: 'customer' })
    expect((await inbox(m.anna.cookie)).json.threads[0].counterpart).toBe(m.firm.company.name)
    expect((await inbox(m.firm.cookie)).json.threads[0].counterpart).toBeNull()

    const hired = await makeUser()
    const job = await makeJob({ customerId: hired.user.id, categoryId: m.firm.category.id })
    const contact = await makeHire({ job, companyId: m.firm.company.id })
    await makeMessage({ contactId: contact.id, sender: 'customer' })
    const rows = (await inbox(m.firm.cookie)).json.threads as Row[]
    expect(rows.find((r) => r.contactId === contact.id)?.counterpart).toBe(hired.user.name)
  })

  it('takes a limit (the header shows five) and refuses a bad one', async () => {
    const m = await market()
    await makeMessage({ contactId: m.annaFirm.id, sender: 'customer' })
    await makeMessage({ contactId: m.boFirm.id, sender: 'customer' })
    const one = await inbox(m.firm.cookie, '?limit=1')
    expect(one.json.threads.map((t: Row) => t.contactId)).toEqual([m.boFirm.id])
    expect(one.json.unread).toBe(2)
    expect((await inbox(m.firm.cookie, '?limit=0')).status).toBe(422)
    expect((await inbox(m.firm.cookie, '?limit=1000')).status).toBe(422)
  })
})
