import { sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'

/** The state a contact is in once the customer hired the company (from the lifecycle table). */
export const hiredState = transitionOf(contactLifecycle, 'hire').to

/** States whose offer still stands or was taken: their appointment belongs in the calendar. */
export const appointmentStates = [...transitionOf(contactLifecycle, 'hire').from, hiredState]

export const stateList = (states: readonly string[]) =>
  sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )
