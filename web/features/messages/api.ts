import { messagesApi as contract } from '../../../domain/contract/messages'
import type { NewMessageRequest } from '../../../domain/schemas/messages'
import { call } from '../../lib/api'

const params = (contactId: number) => ({ contactId: String(contactId) })

/** Every call of the message thread (contract: `domain/contract/messages.ts`). */
export const messagesApi = {
  /** My threads, newest first, with my unread count (reading it marks nothing). */
  inbox: (limit?: number, signal?: AbortSignal) =>
    call(contract.inbox, { query: limit ? { limit: String(limit) } : {}, signal }),
  /** Opening the thread marks the other side's messages read (server side). */
  thread: (contactId: number, signal?: AbortSignal) =>
    call(contract.thread, { params: params(contactId), signal }),
  send: (contactId: number, body: NewMessageRequest) =>
    call(contract.send, { params: params(contactId), body }),
}
