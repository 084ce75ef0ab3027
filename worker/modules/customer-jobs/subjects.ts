import { contacts, jobs } from '../../db/schema'

/** The job and contact tables as lifecycle subjects (state column and timer column). */
export const jobSubject = { table: jobs, state: 'status', dueAt: 'dueAt' } as const
export const contactSubject = { table: contacts, state: 'state', dueAt: 'dueAt' } as const
