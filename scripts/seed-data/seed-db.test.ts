import { readdirSync, readFileSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { municipalityCentres } from '../../domain/data/municipality-centres'
import postcodes from '../../domain/data/postcodes.json'
import { zipDistanceKm } from '../../domain/rules/distance'
import type { PostcodeTable } from '../../domain/rules/zip'
import { bookingStates } from '../../domain/schemas/bookings'
import { seedStatements } from '../seed.mjs'
import { customers } from './people.mjs'

/**
 * The demo data as a person meets it: the real migrations and the seed's own SQL in a throwaway SQLite
 * (libSQL, the same dialect as D1), then read back the way the product reads it.
 */
const db = createClient({ url: ':memory:' })
const migrations = new URL('../../migrations/', import.meta.url)
const day = 86_400
const now = Math.floor(Date.now() / 1000)
const rows = async <T>(sql: string, args: (string | number)[] = []) =>
  (await db.execute({ sql, args })).rows as unknown as T[]

beforeAll(async () => {
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    await db.executeMultiple(readFileSync(new URL(file, migrations), 'utf8'))
  await db.executeMultiple(seedStatements({ demo: 'demo-hash', admin: 'admin-hash' }).join('\n'))
}, 30_000)
afterAll(() => db.close())

describe('the seeded demo data', () => {
  it('writes messages in the order they were sent, so every inbox (newest message first) follows their dates', async () => {
    // The inbox orders threads by their last message id (worker/modules/messages/list-inbox.ts): the
    // product writes each message at the moment it is sent, so ids follow the dates. The seed must too.
    const inverted = await rows<{ n: number }>(
      'SELECT count(*) AS n FROM messages a JOIN messages b ON a.id < b.id AND a.created_at > b.created_at',
    )
    expect(inverted[0]?.n).toBe(0)
    const inbox = await rows<{ contact_id: number; last_at: number }>(
      `SELECT m.contact_id, max(m.created_at) AS last_at FROM messages m JOIN contacts c ON c.id = m.contact_id
       JOIN companies co ON co.id = c.company_id WHERE co.slug = 'hansen-soen-toemrerfirma'
       GROUP BY m.contact_id ORDER BY max(m.id) DESC`,
    )
    expect(inbox.length).toBeGreaterThanOrEqual(3)
    const dates = inbox.map((t) => Number(t.last_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('shows no old demo booking as new to its company (the Ny dot is for a booking it has not opened)', async () => {
    const unseen = await rows<{ title: string; state: string }>(
      `SELECT j.title, c.state FROM contacts c JOIN jobs j ON j.id = c.job_id
       WHERE c.state IN (${bookingStates.map(() => '?').join(', ')}) AND c.company_seen_at IS NULL
         AND c.updated_at < ?`,
      [...bookingStates, now - 2 * day],
    )
    expect(unseen).toEqual([])
    // Seen after the hire, never before it.
    const early = await rows<{ n: number }>(
      `SELECT count(*) AS n FROM contacts c WHERE c.company_seen_at IS NOT NULL AND c.company_seen_at < (
         SELECT max(l.created_at) FROM lifecycle_log l WHERE l.lifecycle = 'contact' AND l.subject_id = c.id
           AND l.transition = 'hire')`,
    )
    expect(early[0]?.n).toBe(0)
  })

  it('puts every demo customer’s jobs near where she lives (Mette Larsen in 2200: around København)', async () => {
    const table = postcodes as unknown as PostcodeTable
    for (const customer of customers) {
      const jobs = await rows<{ title: string; zip: string }>(
        'SELECT j.title, j.zip FROM jobs j JOIN users u ON u.id = j.customer_id WHERE u.email = ?',
        [customer.email],
      )
      expect(jobs.length, customer.email).toBeGreaterThanOrEqual(5)
      const far = jobs
        .map((j) => ({ ...j, km: zipDistanceKm(table, municipalityCentres, customer.zip, j.zip) }))
        .filter((j) => j.km === null || j.km > 25)
      expect(far, customer.email).toEqual([])
    }
  })
  it('gives the demo company a receipt for its top-up and for its plan, numbered one after the other', async () => {
    const issued = await rows<{ kind: string; invoice_number: number }>(
      `SELECT 'payment' AS kind, r.invoice_number FROM top_up_receipts r JOIN companies co ON co.id = r.company_id
         WHERE co.slug = 'hansen-soen-toemrerfirma'
       UNION ALL SELECT 'charge', r.invoice_number FROM receipts r JOIN companies co ON co.id = r.company_id
         WHERE co.slug = 'hansen-soen-toemrerfirma' ORDER BY 2`,
    )
    expect(issued.map((r) => r.kind)).toEqual(['payment', 'charge'])
    expect(Number(issued[1]?.invoice_number)).toBe(Number(issued[0]?.invoice_number) + 1)
  })

  it('has the demo company send an offer in the seed’s own month (its month counter is not 0)', async () => {
    const latest = await rows<{ offered_at: number }>(
      `SELECT max(c.offered_at) AS offered_at FROM contacts c JOIN companies co ON co.id = c.company_id
       WHERE co.slug = 'hansen-soen-toemrerfirma' AND c.invited_at IS NULL`,
    )
    expect(now - Number(latest[0]?.offered_at)).toBeLessThanOrEqual(20 * 60)
  })
})
