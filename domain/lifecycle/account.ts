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
