import { type SQL, sql } from 'drizzle-orm'
import { accountLifecycle } from '../../../domain/lifecycle/account'
import { transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'

/** The states this module's rules name, read from the lifecycle tables (never strings of their own). */

/** A job takes invitations in the states a supplier can still be chosen from. */
export const invitableJobStates = transitionOf(jobLifecycle, 'chooseSupplier').from
/** A company whose owner account is in its starting state: blocked and erased firms are never offered. */
export const activeAccountStates = accountLifecycle.initial

export const sqlList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** The job (aliased `j`) takes invitations now: open, and its lapse moment not passed (even before the cron). */
export const takesInvitations = (now: number): SQL =>
  sql`(j.status IN (${sqlList(invitableJobStates)}) AND (j.due_at IS NULL OR j.due_at > ${now}))`
