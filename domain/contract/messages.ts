import {
  Inbox,
  InboxQuery,
  MessageThread,
  NewMessageRequest,
  NewMessageResponse,
  ThreadParams,
} from '../schemas/messages'
import { endpoint } from './endpoint'

/**
 * One message thread per contact, for both sides (spec `message_modal`, `modal_list`, `new_message`):
 * the contact's customer and the contact's company, nobody else (404).
 */
export const messagesApi = {
  inbox: endpoint({
    method: 'GET',
    path: '/messages',
    tag: 'messages',
    summary: 'My threads, newest message first, each with its unread count, and all my unread messages',
    description:
      'A company sees its own contacts, a customer the contacts on their jobs. The company sees the customer’s name only once hired (decision 012). Reading the list marks nothing read.',
    query: InboxQuery,
    response: Inbox,
    auth: 'user',
    errors: [401, 422],
  }),
  thread: endpoint({
    method: 'GET',
    path: '/contacts/:contactId/messages',
    tag: 'messages',
    summary: "A contact's message thread, newest last; opening it marks the other side's messages read",
    description:
      'For the customer of the contact or its company; anyone else gets 404. The company never sees the customer’s name here.',
    params: ThreadParams,
    response: MessageThread,
    auth: 'user',
    errors: [401, 404],
  }),
  send: endpoint({
    method: 'POST',
    path: '/contacts/:contactId/messages',
    tag: 'messages',
    summary: 'Send a message; with option "decline" the customer declines the offer with it',
    description:
      'Allowed while the contact is live or hired; after a decline the company may reply once (answered "replay"). The other side is e-mailed at most once per thread per 15 minutes (a decline always). Throttled per sender (429).',
    params: ThreadParams,
    body: NewMessageRequest,
    response: NewMessageResponse,
    auth: 'user',
    status: 201,
    errors: [401, 404, 409, 422, 429],
  }),
}
