import * as v from 'valibot'
import { contactLifecycle } from '../lifecycle/contact'

/** A contact's state, as the contact lifecycle names them: one picklist for every answer that shows one. */
export const ContactState = v.picklist(contactLifecycle.states)
export type ContactState = v.InferOutput<typeof ContactState>

/**
 * The contact an answer is about and the job it is on, headed by the job's title (a message thread, an
 * inbox line, a won job's closing, a finished job to review): spread into each, so the three fields are
 * named and typed alike everywhere.
 */
export const ContactJob = v.object({ contactId: v.number(), jobId: v.number(), jobTitle: v.string() })
