import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { auditLog, users } from '../db/schema'
import { clock } from './clock'
import { database } from './db'

const db = () => database(env.DB)

describe('clock', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is what schema defaults write, so a test that moves time moves the rows it creates', async () => {
    const then = 1_500_000_000
    vi.spyOn(clock, 'now').mockReturnValue(then)
    const [user] = await db()
      .insert(users)
      .values({ name: 'Tid Testesen', role: 'customer', email: `clock-${crypto.randomUUID()}@example.dk` })
      .returning()
    const [entry] = await db()
      .insert(auditLog)
      .values({ action: 'test.clock', targetType: 'user', targetId: String(user?.id) })
      .returning()
    expect(user?.createdAt).toBe(then)
    expect(entry?.createdAt).toBe(then)
    vi.restoreAllMocks()
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? 0))
    expect(row?.createdAt).toBe(then)
  })
})
