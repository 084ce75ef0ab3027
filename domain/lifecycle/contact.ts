import { defineLifecycle } from './define'

/**
 * One company on one job (contact): invited by the customer, or started by the company's own offer on
 * a job it may see. Completion and cancellation after hiring are added to this table later.
 */
export const contactLifecycle = defineLifecycle({
  id: 'contact',
  version: 1,
  states: ['invited', 'offered', 'declined', 'withdrawn', 'expired', 'hired'],
  initial: ['invited', 'offered'],
  transitions: [
    /** A new offer after an invitation, a withdrawal or a lapse. */
    { name: 'sendOffer', by: ['company'], from: ['invited', 'withdrawn', 'expired'], to: 'offered' },
    /** Editing replaces the live offer (one live offer per company per job) and restarts its timer. */
    { name: 'editOffer', by: ['company'], from: ['offered'], to: 'offered' },
    { name: 'withdraw', by: ['company'], from: ['invited', 'offered'], to: 'withdrawn' },
    /** 'Tak, men nej tak.' or the customer's own text. */
    { name: 'decline', by: ['customer'], from: ['offered'], to: 'declined' },
    { name: 'hire', by: ['customer'], from: ['offered'], to: 'hired' },
    /** The job was given to another company, cancelled or expired: what is still live ends with it. */
    { name: 'endWithJob', by: ['system'], from: ['invited', 'offered'], to: 'declined' },
    { name: 'expireOffer', by: ['system'], from: ['offered'], to: 'expired' },
  ],
  timers: [
    /** AB-Forbruger §9: an offer lapses unless accepted within 20 working days after it was given. */
    { name: 'offerLapses', transition: 'expireOffer', after: { workingDays: 20 } },
  ],
})
