import { defineLifecycle } from './define'

/**
 * One company on one job (contact): invited by the customer, or started by the company's own offer on
 * a job it may see. After the hire the company closes it: completed (with the price), or a cancellation
 * (refused to work) that waits for an administrator, which the company may undo ('Fortryd') only while
 * it waits. Version 2 added completed, cancel_pending and cancelled. The customer's own close of the
 * job (done by the company) completes the hired contact too (`closeWithJob`).
 */
export const contactLifecycle = defineLifecycle({
  id: 'contact',
  version: 2,
  states: [
    'invited',
    'offered',
    'declined',
    'withdrawn',
    'expired',
    'hired',
    'completed',
    'cancel_pending',
    'cancelled',
  ],
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
    /** Afslut opgave, completed: the hired company enters the price; the job closes with it. */
    { name: 'complete', by: ['company'], from: ['hired'], to: 'completed' },
    /**
     * lukopgave by the customer, 'done by the company I chose': the booking is finished with the job
     * (completed, without a final price of the company's; decision 024). Fired as `system` on the
     * customer's behalf, in the batch of the job's `close`. Only from hired: a pending cancellation is
     * the administrator's to decide first.
     */
    { name: 'closeWithJob', by: ['system'], from: ['hired'], to: 'completed' },
    /**
     * Afslut opgave, cancelled / refused to work: 'annulleret (afventer admin)'. Only from hired, so a
     * pending cancellation blocks a second one.
     */
    { name: 'requestCancel', by: ['company'], from: ['hired'], to: 'cancel_pending' },
    /** 'Fortryd': the cancel message is deleted and the contact is hired again, only while pending. */
    { name: 'undoCancel', by: ['company'], from: ['cancel_pending'], to: 'hired' },
    /** The administrator approves: the contact is cancelled (the job: see job.ts `reopen`). */
    { name: 'approveCancel', by: ['admin'], from: ['cancel_pending'], to: 'cancelled' },
    /** The administrator rejects with a reason: the company is hired again and must finish the job. */
    { name: 'rejectCancel', by: ['admin'], from: ['cancel_pending'], to: 'hired' },
  ],
  timers: [
    /** AB-Forbruger §9: an offer lapses unless accepted within 20 working days after it was given. */
    { name: 'offerLapses', transition: 'expireOffer', after: { workingDays: 20 } },
  ],
})
