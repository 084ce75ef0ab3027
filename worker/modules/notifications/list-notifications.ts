import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { NotificationList } from '../../../domain/schemas/notifications'
import { notifications } from '../../db/schema'
import type { Database } from '../../lib/db'

const pageSize = 50

/** The company's newest notifications (or those after `after`, the poll's question), with its unread count. */
export async function listNotifications(
  db: Database,
  companyId: number,
  after: number | undefined,
): Promise<NotificationList> {
  const mine = eq(notifications.companyId, companyId)
  const rows = await db
    .select()
    .from(notifications)
    .where(after === undefined ? mine : and(mine, gt(notifications.id, after)))
    .orderBy(desc(notifications.id))
    .limit(pageSize)
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      jobId: row.jobId,
      note: row.note,
      read: row.readAt !== null,
      createdAt: row.createdAt,
    })),
    unread: await unreadCount(db, companyId),
  }
}

export const unreadCount = (db: Database, companyId: number): Promise<number> =>
  db.$count(notifications, and(eq(notifications.companyId, companyId), isNull(notifications.readAt)))
