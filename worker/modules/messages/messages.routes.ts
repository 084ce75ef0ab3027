import { Hono } from 'hono'
import { messagesApi } from '../../../domain/contract/messages'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { route } from '../../lib/route'
import { listInbox } from './list-inbox'
import { readThread } from './read-thread'
import { sendMessage } from './send-message'

/** One message thread per contact, for both sides. */
export const messagesRoutes = new Hono<AppBindings>()

route(messagesRoutes, messagesApi.inbox, (c, { query }) => listInbox(database(c.env.DB), me(c), query?.limit))

route(messagesRoutes, messagesApi.thread, (c, { params }) =>
  readThread(database(c.env.DB), me(c), params.contactId),
)

route(messagesRoutes, messagesApi.send, (c, { params, body }) =>
  thenDeliver(c, sendMessage(c, params.contactId, body)),
)
