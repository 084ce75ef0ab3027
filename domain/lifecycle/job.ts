import { defineLifecycle } from './define'

/**
 * A job (opgave) a customer posts. Closing with the hired company, cancelling after hiring (admin
 * approval) and a lapse timer for open jobs are added to this table, never beside it.
 */
export const jobLifecycle = defineLifecycle({
  id: 'job',
  version: 1,
  states: ['open', 'hired', 'closed', 'cancelled', 'expired'],
  initial: ['open'],
  transitions: [
    /** The customer chose a supplier (changejobstatus); the chosen contact is hired in the same batch. */
    { name: 'chooseSupplier', by: ['customer'], from: ['open'], to: 'hired' },
    /** lukopgave: done with the hired company. */
    { name: 'close', by: ['customer'], from: ['hired'], to: 'closed' },
    /** lukopgave: no longer needed; the open offers end with it. */
    { name: 'cancel', by: ['customer'], from: ['open'], to: 'cancelled' },
    /** Nobody was hired in time: the job takes no more offers or invitations. */
    { name: 'expire', by: ['system'], from: ['open'], to: 'expired' },
  ],
  timers: [
    /** An open job lapses after 60 days without a hire; the customer may post it again. */
    { name: 'jobLapses', transition: 'expire', after: { seconds: 60 * 24 * 60 * 60 } },
  ],
})
