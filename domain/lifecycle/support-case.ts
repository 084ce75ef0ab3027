import { defineLifecycle } from './define'

/**
 * A company's support case (`/hjaelp/firma`): open while it waits for the staff, answered once an
 * administrator replied, closed when either side says it is done. Every message is a transition (so
 * the log says who wrote when, and a closed case takes none): the company writing again on an answered
 * case puts it back in the admin queue; a closed case is reopened by either side.
 */
export const supportCaseLifecycle = defineLifecycle({
  id: 'supportCase',
  version: 1,
  states: ['open', 'answered', 'closed'],
  initial: ['open'],
  transitions: [
    /** send_support_message by the company: the case waits for the staff (again). */
    { name: 'write', by: ['company'], from: ['open', 'answered'], to: 'open' },
    /** An administrator's reply: the company has an answer to read. */
    { name: 'answer', by: ['admin'], from: ['open', 'answered'], to: 'answered' },
    /** sendtiketstatus: the case is done. */
    { name: 'close', by: ['company', 'admin'], from: ['open', 'answered'], to: 'closed' },
    /** sendtiketstatus: not done after all. */
    { name: 'reopen', by: ['company', 'admin'], from: ['closed'], to: 'open' },
  ],
})

export type SupportCaseState = (typeof supportCaseLifecycle.states)[number]
