import { defineLifecycle } from './define'

/**
 * A user account. Deleting is the person's own GDPR erasure (any role, only their own account); the
 * admin blocks and unblocks, never another admin (a rule about the target, kept in the admin use-case).
 */
export const accountLifecycle = defineLifecycle({
  id: 'account',
  version: 1,
  states: ['active', 'blocked', 'deleted'],
  initial: ['active'],
  transitions: [
    { name: 'block', by: ['admin'], from: ['active'], to: 'blocked' },
    { name: 'unblock', by: ['admin'], from: ['blocked'], to: 'active' },
    { name: 'delete', by: ['customer', 'company', 'admin'], from: ['active'], to: 'deleted' },
  ],
})

export type AccountState = (typeof accountLifecycle.states)[number]

/**
 * What each state means for signing in, as data beside the table: handlers ask this instead of naming
 * states. `gone` answers exactly like an unknown account (an erased person is not revealed).
 */
export const accountAccess = {
  active: 'allowed',
  blocked: 'blocked',
  deleted: 'gone',
} as const satisfies Record<AccountState, 'allowed' | 'blocked' | 'gone'>

/** The states whose accounts may sign in, receive mail and keep sessions. */
export const signInStates = accountLifecycle.states.filter((s) => accountAccess[s] === 'allowed')

/**
 * What each state means for the owner's company in the market: only an active owner's company is
 * listed. A blocked or deleted company leaves at once: its offers cannot be hired, customers cannot
 * write to it, its subscriptions are not renewed (nor charged) and it is never offered for invitations.
 */
export const companyMarket = {
  active: 'listed',
  blocked: 'out',
  deleted: 'out',
} as const satisfies Record<AccountState, 'listed' | 'out'>

/** The owner states whose companies are in the market. */
export const marketStates = accountLifecycle.states.filter((s) => companyMarket[s] === 'listed')
