import { queryOptions } from '@tanstack/react-query'
import { contactNotesApi } from '../../../domain/contract/contact-notes'
import { call } from '../../lib/api'

export const contactNotesKeys = {
  all: ['contact-notes'] as const,
  one: (contactId: number) => [...contactNotesKeys.all, contactId] as const,
}

/** My note on one contact of mine (null while I have written none). */
export const contactNoteQuery = (contactId: number) =>
  queryOptions({
    queryKey: contactNotesKeys.one(contactId),
    queryFn: ({ signal }) => call(contactNotesApi.get, { params: { contactId: String(contactId) }, signal }),
  })
