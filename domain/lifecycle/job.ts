import { defineLifecycle } from './define'

/**
 * A job (opgave) a customer posts. Closing with the hired company, cancelling after hiring (admin
 * approval) and a lapse timer for open jobs are added to this table, never beside it.
 *
 * Version 2: the hired company closes it too (its contact completed), and an approved cancellation
 * (the company refused to work, contact.ts `approveCancel`) REOPENS the job: the customer still needs
 * the work done, so it takes offers again (its 60-day lapse starts anew) and the customer may choose
 * another company. Only when the customer's account is no longer active (blocked or deleted) does the
 * approval end the job instead (`endAfterCancel`): nobody is left to choose.
 */
export const jobLifecycle = defineLifecycle({
  id: 'job',
  version: 2,
  states: ['open', 'hired', 'closed', 'cancelled', 'expired'],
  initial: ['open'],
  transitions: [
    /** The customer chose a supplier (changejobstatus); the chosen contact is hired in the same batch. */
    { name: 'chooseSupplier', by: ['customer'], from: ['open'], to: 'hired' },
    /** lukopgave: done with the hired company; or that company's 'Afslut opgave' as completed. */
    { name: 'close', by: ['customer', 'company'], from: ['hired'], to: 'closed' },
    /** lukopgave: no longer needed; the open offers end with it. */
    { name: 'cancel', by: ['customer'], from: ['open'], to: 'cancelled' },
    /** Nobody was hired in time: the job takes no more offers or invitations. */
    { name: 'expire', by: ['system'], from: ['open'], to: 'expired' },
    /** An administrator approved the hired company's cancellation: the job is open again. */
    { name: 'reopen', by: ['admin'], from: ['hired'], to: 'open' },
    /** … unless the customer's account is blocked or deleted: then the job ends. */
    { name: 'endAfterCancel', by: ['admin'], from: ['hired'], to: 'cancelled' },
  ],
  timers: [
    /** An open job lapses after 60 days without a hire; the customer may post it again. */
    { name: 'jobLapses', transition: 'expire', after: { seconds: 60 * 24 * 60 * 60 } },
  ],
})
