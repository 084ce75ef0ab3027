import { accountLifecycle } from '../../domain/lifecycle/account'
import { contactLifecycle } from '../../domain/lifecycle/contact'
import { jobLifecycle } from '../../domain/lifecycle/job'
import { supportCaseLifecycle } from '../../domain/lifecycle/support-case'
import { contacts, jobs, supportCases, users } from '../db/schema'

/**
 * Each lifecycle bound to its table, once: the table, the column that holds the state and, for a
 * lifecycle with timers, the column that holds when the running timer fires. Every `apply`, `startLog`
 * and `sweep` takes its subject from here (docs/decisions/020-lifecycle-engine.md).
 */
export const jobSubject = { table: jobs, state: 'status', dueAt: 'dueAt' } as const
export const contactSubject = { table: contacts, state: 'state', dueAt: 'dueAt' } as const
export const accountSubject = { table: users, state: 'status' } as const
export const supportCaseSubject = { table: supportCases, state: 'status' } as const

/** Every lifecycle by its id with its subject: what the transition history reads. */
export const boundLifecycles = {
  job: { lifecycle: jobLifecycle, subject: jobSubject },
  contact: { lifecycle: contactLifecycle, subject: contactSubject },
  account: { lifecycle: accountLifecycle, subject: accountSubject },
  supportCase: { lifecycle: supportCaseLifecycle, subject: supportCaseSubject },
} as const

export type BoundLifecycleId = keyof typeof boundLifecycles
