import { and, eq, sql } from 'drizzle-orm'
import type { ContactNote, ContactNoteOf } from '../../../domain/schemas/contact-notes'
import { contactNotes, contacts } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'

/** The caller's company's contact, by id: its WHERE (someone else's contact is not there). */
const myContact = (companyId: number, contactId: number) =>
  and(eq(contacts.id, contactId), eq(contacts.companyId, companyId))

/** My note on a contact of mine; null while I have written none. Another company's contact is a 404. */
export async function contactNoteOf(db: Database, companyId: number, contactId: number) {
  const found = await db
    .select({ contactId: contacts.id, text: contactNotes.text, updatedAt: contactNotes.updatedAt })
    .from(contacts)
    .leftJoin(
      contactNotes,
      and(eq(contactNotes.contactId, contacts.id), eq(contactNotes.companyId, contacts.companyId)),
    )
    .where(myContact(companyId, contactId))
  const row = found[0]
  if (!row) throw notFound()
  const { text, updatedAt } = row
  return { note: text === null || updatedAt === null ? null : { text, updatedAt } } satisfies ContactNoteOf
}

/**
 * sendcoment: save my note on a contact of mine, replacing the one before. One statement: the row is
 * written only where the contact is my company's (none written, a 404).
 */
export async function saveContactNote(
  db: Database,
  companyId: number,
  contactId: number,
  text: string,
): Promise<ContactNote> {
  const now = clock.now()
  const [saved] = await db
    .insert(contactNotes)
    .select(
      selectFor(
        contactNotes,
        { contactId: contacts.id, companyId: contacts.companyId, text, createdAt: now, updatedAt: now },
        sql`FROM ${contacts} WHERE ${myContact(companyId, contactId)}`,
      ),
    )
    .onConflictDoUpdate({ target: contactNotes.contactId, set: { text, updatedAt: now } })
    .returning({ text: contactNotes.text, updatedAt: contactNotes.updatedAt })
  if (!saved) throw notFound()
  return saved
}

/** Delete my note on a contact of mine; a contact without a note is no error, another company's a 404. */
export async function deleteContactNote(
  db: Database,
  companyId: number,
  contactId: number,
): Promise<undefined> {
  const [, [mine]] = await db.batch([
    db
      .delete(contactNotes)
      .where(and(eq(contactNotes.contactId, contactId), eq(contactNotes.companyId, companyId))),
    db.select({ id: contacts.id }).from(contacts).where(myContact(companyId, contactId)),
  ])
  if (!mine) throw notFound()
  return undefined
}
