import { and, eq, inArray, isNull } from 'drizzle-orm'
import { notifications } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { unreadCount } from './list-notifications'

/** Marks the company's own notifications read (these ids, or all); another company's ids change nothing. */
export async function markRead(db: Database, companyId: number, ids: number[] | undefined) {
  const mine = and(eq(notifications.companyId, companyId), isNull(notifications.readAt))
  if (ids === undefined || ids.length > 0)
    await db
      .update(notifications)
      .set({ readAt: clock.now() })
      .where(ids === undefined ? mine : and(mine, inArray(notifications.id, ids)))
  return { unread: await unreadCount(db, companyId) }
}
