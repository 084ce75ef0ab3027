import * as v from 'valibot'
import { paragraphText } from './text'

/**
 * sendcoment: a company's own note on one of its contacts (a job it bid on or won), e.g. 'Ring efter
 * kl. 16, kunden vil have egetræ'. Only that company reads it. A note is saved only when it says
 * something (spec §4: a comment is sent only when non-empty); clearing it is its own call (delete).
 */

/** The longest note (characters, after cleaning): a few paragraphs, as the review reply. */
export const maxContactNoteLength = 2000

export const ContactNoteBody = v.object({
  text: paragraphText(maxContactNoteLength, 'firmjobs:::notes::errors::textRequired'),
})
export type ContactNoteBody = v.InferInput<typeof ContactNoteBody>

/** The saved note and when it was last saved (unix seconds). */
export const ContactNote = v.object({ text: v.string(), updatedAt: v.number() })
export type ContactNote = v.InferOutput<typeof ContactNote>

/** The note of one contact, or null while the company has written none. */
export const ContactNoteOf = v.object({ note: v.nullable(ContactNote) })
export type ContactNoteOf = v.InferOutput<typeof ContactNoteOf>
