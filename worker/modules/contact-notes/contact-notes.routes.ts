import { Hono } from 'hono'
import { contactNotesApi } from '../../../domain/contract/contact-notes'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { contactNoteOf, deleteContactNote, saveContactNote } from './contact-notes'

/** The company's own notes on its contacts (sendcoment); every query is scoped by the caller's company. */
export const contactNotesRoutes = new Hono<AppBindings>()

route(contactNotesRoutes, contactNotesApi.get, (c, { params }) =>
  contactNoteOf(database(c.env.DB), myCompanyId(c), params.contactId),
)

route(contactNotesRoutes, contactNotesApi.save, (c, { params, body }) =>
  saveContactNote(database(c.env.DB), myCompanyId(c), params.contactId, body.text),
)

route(contactNotesRoutes, contactNotesApi.remove, (c, { params }) =>
  deleteContactNote(database(c.env.DB), myCompanyId(c), params.contactId),
)
