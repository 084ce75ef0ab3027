import { sql } from 'drizzle-orm'
import { contactLifecycle } from '../../domain/lifecycle/contact'
import type { contacts } from '../db/schema'
import type { SelectValues } from './insert-select'
import { initialValues } from './lifecycle'
import { contactSubject } from './subjects'

/**
 * The columns every new contact starts with, for `selectFor(contacts, …, sql\`FROM jobs j …\`)`: the job
 * `j` and its customer, the company, the contact lifecycle's initial state with its timer, and the time.
 * The invitation and the offer add their own columns.
 */
export function newContactColumns(companyId: number, state: 'invited' | 'offered', now: number) {
  const initial = initialValues(contactLifecycle, contactSubject, state)
  return {
    jobId: sql`j.id`,
    companyId,
    customerId: sql`j.customer_id`,
    state: initial.state,
    dueAt: initial.dueAt ?? null,
    createdAt: now,
    updatedAt: now,
  } satisfies SelectValues<typeof contacts>
}
