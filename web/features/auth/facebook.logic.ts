import type { FacebookStatus } from '../../../domain/schemas/auth'

/** Spec section 9: the validation status is polled every 2 seconds. */
export const facebookPollMs = 2000

export type FacebookStep =
  | { kind: 'done' }
  | { kind: 'poll'; afterMs: number }
  | { kind: 'needsEmail' }
  | { kind: 'error' }
  | { kind: 'cancelled' }
  | { kind: 'stop' }

/**
 * What the opener does with one answer of `GET /api/auth/facebook/status` (spec section 4: refresh;
 * pending → poll again after 2 s; otherwise error). A no at Facebook is a cancel, not an error; a pending
 * flow whose popup the user closed stops quietly; `null` is a failed request, retried while the popup is
 * open.
 */
export function facebookStep(status: FacebookStatus['status'] | null, popupOpen: boolean): FacebookStep {
  switch (status) {
    case 'refresh':
      return { kind: 'done' }
    case 'needs_email':
      return { kind: 'needsEmail' }
    case 'cancelled':
      return { kind: 'cancelled' }
    case 'pending':
    case null:
      return popupOpen ? { kind: 'poll', afterMs: facebookPollMs } : { kind: 'stop' }
    default:
      return { kind: 'error' }
  }
}
