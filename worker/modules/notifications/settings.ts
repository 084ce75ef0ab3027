import { eq } from 'drizzle-orm'
import type { NotificationSettings } from '../../../domain/schemas/notifications'
import { notificationSettings } from '../../db/schema'
import type { Database } from '../../lib/db'

/** No row yet: e-mail on, SMS off. */
const defaults: NotificationSettings = { email: true, sms: false }

export async function readSettings(db: Database, companyId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({ email: notificationSettings.email, sms: notificationSettings.sms })
    .from(notificationSettings)
    .where(eq(notificationSettings.companyId, companyId))
  return row ?? defaults
}

export async function saveSettings(
  db: Database,
  companyId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await db
    .insert(notificationSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: notificationSettings.companyId, set: settings })
  return settings
}
