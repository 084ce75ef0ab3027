import { env } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { contacts, outbox } from '../db/schema'
import { makeJobInTrade } from '../test/market.fixtures'
import { database } from './db'
import { selectFor } from './insert-select'

const db = () => database(env.DB)

/** Three columns of one type, so a value in the wrong one would go unnoticed by the database. */
const trio = sqliteTable('insert_select_test_trio', {
  id: integer().primaryKey({ autoIncrement: true }),
  first: text().notNull(),
  second: text().notNull(),
  third: text().notNull().default('third by default'),
  at: integer(),
})

describe('selectFor: INSERT … SELECT by column name', () => {
  beforeAll(async () => {
    await env.DB.exec(
      'CREATE TABLE IF NOT EXISTS insert_select_test_trio (id integer primary key autoincrement, first text not null, second text not null, third text not null, at integer)',
    )
  })

  it('puts each value in its own column, whatever the order it is written in', async () => {
    const [row] = await db()
      .insert(trio)
      .select(selectFor(trio, { third: 'C', at: sql`40 + 2`, second: 'B', first: 'A' }))
      .returning()
    expect(row).toEqual({ id: expect.any(Number), first: 'A', second: 'B', third: 'C', at: 42 })
  })

  it('gives a column left out its default, else NULL, and writes nothing when the rest does not match', async () => {
    const [row] = await db()
      .insert(trio)
      .select(selectFor(trio, { second: 'B', first: 'A' }))
      .returning()
    expect(row).toMatchObject({ first: 'A', second: 'B', third: 'third by default', at: null })
    const none = await db()
      .insert(trio)
      .select(selectFor(trio, { second: 'B', first: 'A' }, sql`WHERE 0`))
      .returning()
    expect(none).toEqual([])
  })

  it('refuses a name that is not a column', () => {
    expect(() => selectFor(trio, { first: 'A', second: 'B', fourth: 'D' } as never)).toThrow(/fourth/)
  })

  it('lays out a SELECT over other tables in the target table’s order (an invitation’s contact row)', async () => {
    const { customer, firm, job } = await makeJobInTrade()
    const [made] = await db()
      .insert(contacts)
      .select(
        selectFor(
          contacts,
          {
            updatedAt: 2,
            createdAt: 1,
            invitedAt: 7,
            state: 'invited',
            customerId: sql`j.customer_id`,
            companyId: firm.company.id,
            jobId: sql`j.id`,
          },
          sql`FROM jobs j WHERE j.id = ${job.id}`,
        ),
      )
      .returning()
    expect(made).toMatchObject({
      jobId: job.id,
      companyId: firm.company.id,
      customerId: customer.user.id,
      state: 'invited',
      invitedAt: 7,
      offeredAt: null,
      priceOre: null,
      createdAt: 1,
      updatedAt: 2,
    })
    const [mail] = await db()
      .insert(outbox)
      .select(
        selectFor(outbox, {
          createdAt: 5,
          nextAttemptAt: 6,
          payload: JSON.stringify({ a: 1 }),
          locale: 'da-DK',
          template: 'welcome',
          to: 'a@example.dk',
          channel: 'email',
        }),
      )
      .returning()
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'a@example.dk',
      template: 'welcome',
      locale: 'da-DK',
      payload: { a: 1 },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 6,
      createdAt: 5,
    })
    await db()
      .delete(outbox)
      .where(eq(outbox.id, mail?.id ?? 0))
    await db()
      .delete(contacts)
      .where(eq(contacts.id, made?.id ?? 0))
  })
})
