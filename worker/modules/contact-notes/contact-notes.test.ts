import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { contactNotesApi } from '../../../domain/contract/contact-notes'
import type { AccountExport } from '../../../domain/schemas/account'
import { maxContactNoteLength } from '../../../domain/schemas/contact-notes'
import { contactNotes } from '../../db/schema'
import { database } from '../../lib/db'
import { api, expectError } from '../../test/client'
import { goodPassword } from '../../test/helpers'
import { makeContact, makeHire, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 60_000 })

const db = () => database(env.DB)

/** A customer's job that a company won, and another of hers it only bid on. */
async function firmWithContacts() {
  const firm = await makeCompanyUser('Note Tømrer ApS')
  const customer = await makeUser({ name: 'Mette Notesen' })
  const won = await makeHire({
    job: await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status: 'hired' }),
    companyId: firm.company.id,
  })
  const bid = await makeContact({
    job: await makeJob({ customerId: customer.user.id, categoryId: firm.category.id }),
    companyId: firm.company.id,
  })
  return { firm, customer, won, bid }
}

const params = (contactId: number) => ({ contactId: String(contactId) })
const save = (cookie: string, contactId: number, text: string) =>
  api(contactNotesApi.save, { params: params(contactId), body: { text }, cookie })
const read = (cookie: string, contactId: number) =>
  api(contactNotesApi.get, { params: params(contactId), cookie })

describe('contact notes (sendcoment): a company’s own note on a contact of its own', () => {
  it('saves a note trimmed, reads it back, replaces it, and deletes it', async () => {
    const { firm, won } = await firmWithContacts()
    expect((await read(firm.cookie, won.id)).json).toEqual({ note: null })

    const first = await save(firm.cookie, won.id, '  Ring efter kl. 16,\r\nkunden vil have egetræ  ')
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ text: 'Ring efter kl. 16,\nkunden vil have egetræ' })
    expect((await read(firm.cookie, won.id)).json.note).toEqual(first.json)

    await save(firm.cookie, won.id, 'Egetræ bestilt')
    expect((await read(firm.cookie, won.id)).json.note?.text).toBe('Egetræ bestilt')
    expect(await db().select().from(contactNotes).where(eq(contactNotes.contactId, won.id))).toHaveLength(1)

    const gone = await api(contactNotesApi.remove, { params: params(won.id), cookie: firm.cookie })
    expect(gone.status).toBe(204)
    expect((await read(firm.cookie, won.id)).json).toEqual({ note: null })
    // Nothing left to delete is no error.
    expect((await api(contactNotesApi.remove, { params: params(won.id), cookie: firm.cookie })).status).toBe(
      204,
    )
  })

  it('keeps a note on a job the company only bid on, apart from the won one', async () => {
    const { firm, won, bid } = await firmWithContacts()
    await save(firm.cookie, bid.id, 'Kunden ville tænke over prisen')
    expect((await read(firm.cookie, bid.id)).json.note?.text).toBe('Kunden ville tænke over prisen')
    expect((await read(firm.cookie, won.id)).json).toEqual({ note: null })
  })

  it('refuses a blank note (a comment is sent only when non-empty) and one too long, and keeps the old', async () => {
    const { firm, won } = await firmWithContacts()
    await save(firm.cookie, won.id, 'Første note')
    for (const blank of ['', '   ', '\n\t\n', '\u200b']) {
      const error = expectError(await save(firm.cookie, won.id, blank), 'invalid_input')
      expect(JSON.stringify(error.issues)).toContain('Skriv noten, før du gemmer.')
    }
    expectError(await save(firm.cookie, won.id, 'x'.repeat(maxContactNoteLength + 1)), 'invalid_input')
    expect((await read(firm.cookie, won.id)).json.note?.text).toBe('Første note')
    const longest = await save(firm.cookie, won.id, 'x'.repeat(maxContactNoteLength))
    expect(longest.status).toBe(200)
    expect((await read(firm.cookie, won.id)).json.note?.text).toHaveLength(maxContactNoteLength)
  })

  it('another company gets 404 and changes nothing; a customer 403; anonymous 401', async () => {
    const { firm, customer, won } = await firmWithContacts()
    await save(firm.cookie, won.id, 'Kun vores')
    const other = await makeCompanyUser('Fremmed Murer ApS')
    expectError(await read(other.cookie, won.id), 'not_found')
    expectError(await save(other.cookie, won.id, 'Overskrevet'), 'not_found')
    expectError(
      await api(contactNotesApi.remove, { params: params(won.id), cookie: other.cookie }),
      'not_found',
    )
    expectError(await read(firm.cookie, 999_999_999), 'not_found')
    expect((await save(customer.cookie, won.id, 'Kunde')).status).toBe(403)
    expect((await read(customer.cookie, won.id)).status).toBe(403)
    expect((await api(contactNotesApi.get, { params: params(won.id) })).status).toBe(401)
    expect((await read(firm.cookie, won.id)).json.note?.text).toBe('Kun vores')
  })

  it('is in the company’s GDPR export, never in the customer’s', async () => {
    const { firm, customer, won } = await firmWithContacts()
    await save(firm.cookie, won.id, 'Hemmelig note om egetræ')
    const mine = (await api(accountApi.export, { cookie: firm.cookie })).json as AccountExport
    expect(mine.conversations.find((c) => c.contactId === won.id)).toMatchObject({
      as: 'company',
      note: { text: 'Hemmelig note om egetræ' },
    })
    const hers = await api(accountApi.export, { cookie: customer.cookie })
    expect(hers.text).not.toContain('Hemmelig note')
    expect((hers.json as AccountExport).conversations.find((c) => c.contactId === won.id)).toMatchObject({
      as: 'customer',
      note: null,
    })
  })

  it('goes when the company’s account is deleted (free text about a customer, no bookkeeping weight)', async () => {
    const { firm, won, bid } = await firmWithContacts()
    await save(firm.cookie, won.id, 'Slettes med firmaet')
    await save(firm.cookie, bid.id, 'Også denne')
    const other = await firmWithContacts()
    await save(other.firm.cookie, other.won.id, 'Et andet firmas note')
    const res = await api(accountApi.remove, { body: { password: goodPassword }, cookie: firm.cookie })
    expect(res.status).toBe(204)
    expect(await db().select().from(contactNotes).where(eq(contactNotes.companyId, firm.company.id))).toEqual(
      [],
    )
    expect((await read(other.firm.cookie, other.won.id)).json.note?.text).toBe('Et andet firmas note')
  })
})
