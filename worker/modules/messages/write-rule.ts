import type { contactLifecycle } from '../../../domain/lifecycle/contact'
import type { StateOf } from '../../../domain/lifecycle/define'
import type { Side } from './unread'

type ContactState = StateOf<typeof contactLifecycle>

/**
 * Where both sides may talk: while the contact is live (invited, offered) and once hired. A declined,
 * withdrawn or expired contact is over: only the company may answer the decline, once (kind 'reply',
 * answered 'replay' as the spec has it), so it can say thank you or ask why, and the thread then stays
 * closed. The customer gets no second word after a decline (that would reopen what they just ended).
 */
export const talkStates = ['invited', 'offered', 'hired'] as const satisfies readonly ContactState[]

/**
 * What the side's next message would be: a plain message, the one reply to a decline, or nothing.
 * Nobody writes to the other side once it has left the market (a blocked or deleted company, see
 * `companyMarket` in domain/lifecycle/account.ts; a blocked or deleted customer); `sendMessage` words
 * that refusal on its own.
 */
export function nextMessageKind(
  side: Side,
  state: ContactState,
  thread: { hasDecline: boolean; hasReply: boolean },
  companyInMarket = true,
  customerInMarket = true,
): 'message' | 'reply' | null {
  if (side === 'customer' && !companyInMarket) return null
  if (side === 'company' && !customerInMarket) return null
  if ((talkStates as readonly string[]).includes(state)) return 'message'
  if (side === 'company' && state === 'declined' && thread.hasDecline && !thread.hasReply) return 'reply'
  return null
}
