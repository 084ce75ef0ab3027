import { ContactNote, ContactNoteBody, ContactNoteOf } from '../schemas/contact-notes'
import { ContactParam } from '../schemas/params'
import { endpoint } from './endpoint'

/**
 * sendcoment: the company's own note on a contact of its own (any state: a job it was invited to, bid on
 * or won). Read through `contact.company_id = my company`; another company's contact is a 404, and the
 * customer never sees the note.
 */
export const contactNotesApi = {
  get: endpoint({
    method: 'GET',
    path: '/company/contacts/:contactId/note',
    tag: 'contact-notes',
    summary: 'My note on a contact of mine (null while I have written none)',
    params: ContactParam,
    response: ContactNoteOf,
    auth: 'company',
    errors: [401, 403, 404, 422],
  }),
  save: endpoint({
    method: 'PUT',
    path: '/company/contacts/:contactId/note',
    tag: 'contact-notes',
    summary: 'Save my note on a contact of mine (sendcoment); a new note replaces the old',
    description:
      'Trimmed; a blank note is a 422 (a comment is sent only when non-empty: clearing a note is the DELETE), at most 2000 characters. Only the company sees it.',
    params: ContactParam,
    body: ContactNoteBody,
    response: ContactNote,
    auth: 'company',
    errors: [401, 403, 404, 422],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/company/contacts/:contactId/note',
    tag: 'contact-notes',
    summary: 'Delete my note on a contact of mine (nothing to delete is no error)',
    params: ContactParam,
    response: null,
    auth: 'company',
    errors: [401, 403, 404, 422],
  }),
}
