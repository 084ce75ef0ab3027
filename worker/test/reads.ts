import { env } from 'cloudflare:test'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog, calendarEvents, contacts, jobs, lifecycleLog, messages, outbox, users } from '../db/schema'
import { database } from '../lib/db'

// Test-only: what a test reads back from D1 after the API changed it.

/** A contact's state as stored now. */
export const contactStateOf = async (id: number) =>
  (await database(env.DB).select({ state: contacts.state }).from(contacts).where(eq(contacts.id, id)))[0]
    ?.state

/** A contact's thread as stored now, oldest first. */
export const messagesOf = (contactId: number) =>
  database(env.DB).select().from(messages).where(eq(messages.contactId, contactId)).orderBy(messages.id)

/** The calendar events of a contact as stored now. */
export const calendarEventsOf = (contactId: number) =>
  database(env.DB).select().from(calendarEvents).where(eq(calendarEvents.contactId, contactId))

/** A job's row as stored now. */
export const jobById = async (id: number) =>
  (await database(env.DB).select().from(jobs).where(eq(jobs.id, id)))[0]

/** A user's row as stored now. */
export const userById = async (id: number) =>
  (await database(env.DB).select().from(users).where(eq(users.id, id)))[0]

/** The audit trail of one target (`user`, `contact`, `support_case`, …): who did what to it. */
export const auditOf = (targetType: string, id: number) =>
  database(env.DB)
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(id))))

/** The lifecycle log of some rows of one lifecycle (`job`, `contact`, …). */
export const lifecycleLogOf = (lifecycle: string, ids: number[]) =>
  database(env.DB)
    .select()
    .from(lifecycleLog)
    .where(and(eq(lifecycleLog.lifecycle, lifecycle), inArray(lifecycleLog.subjectId, ids)))

/** The outbox rows of one template to `to` (an e-mail address or a phone; none for null). */
export const mailsTo = (to: string | null, template: string) =>
  database(env.DB)
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to ?? ''), eq(outbox.template, template)))
