import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import type { NewMessageResponse } from '../../../domain/schemas/messages'
import { contacts, messages } from '../../db/schema'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { clock } from '../../lib/clock'
import { type Database, database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { apply, commit } from '../../lib/lifecycle'
import { companyInMarket, customerInMarket } from '../../lib/market'
import { emailWhen, type MailTemplate } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { contactSubject } from '../../lib/subjects'
import { consume, count, type Limit } from '../../lib/throttle'
import { notificationWrites } from '../notifications/notify'
import { recipientOf } from './mail-recipient'
import { toThreadMessage } from './read-thread'
import { type ThreadContact, threadContact, threadOwner } from './thread-contact'
import type { Side } from './unread'
import { nextMessageKind, talkStates } from './write-rule'

/** Messages one person may send in 10 minutes, over all their threads: a person chats, a script floods. */
export const messageLimit = {
  name: 'message-sender',
  max: 40,
  windowSeconds: 10 * 60,
  messageKey: 'messages:::errors::throttled',
} satisfies Limit

/**
 * At most one "new message" mail per thread and recipient in 15 minutes, so a chat is not a mail storm:
 * the first message of a window mails, the rest wait to be read in the thread. A decline always mails.
 */
export const mailWindow = {
  name: 'message-mail',
  max: 1,
  windowSeconds: 15 * 60,
  messageKey: 'messages:::errors::throttled',
} satisfies Limit

const other = (side: Side): Side => (side === 'customer' ? 'company' : 'customer')
const mailTemplate: Record<Side, MailTemplate> = {
  customer: 'newMessageToCustomer',
  company: 'newMessageToCompany',
}

/**
 * new_message: a message on a contact from its customer or its company. With `option: 'decline'` the
 * customer declines the offer with the text, in one batch: the `decline` transition, the message (kind
 * 'decline') and the company's mail, both guarded by the transition, so a refused decline leaves no
 * message and a double decline gives one.
 */
export async function sendMessage(
  c: Context<AppBindings>,
  contactId: number,
  input: { msg: string; option?: 'decline' },
): Promise<NewMessageResponse> {
  const db = database(c.env.DB)
  const user = me(c)
  const contact = await threadContact(db, user, contactId)
  await consume(c, messageLimit, String(user.id))
  const values = { contact, userId: user.id, body: input.msg, now: clock.now() }
  const recipient = await recipientOf(db, contact, other(contact.side))

  if (input.option === 'decline') {
    const t = apply(db, contactLifecycle, {
      subject: contactSubject,
      transition: 'decline',
      by: { role: contact.side, userId: user.id },
      id: contact.id,
      where: eq(contacts.customerId, user.id),
      conflictMessageKey: 'messages:::errors::cannotDecline',
    })
    const mail = recipient
      ? emailWhen(
          db,
          recipient,
          'offerDeclined',
          { name: recipient.name, job: contact.jobTitle, link: `${publicOrigin(c)}${recipient.path}` },
          t.applied,
        )
      : []
    const told = notificationWrites(
      db,
      { companyId: contact.companyId, type: 'declined', jobId: contact.jobId, note: contact.jobTitle },
      { origin: publicOrigin(c), when: t.applied },
    )
    const { effects } = await commit(db, t, [
      insertMessage(db, values, 'decline', t.applied),
      ...mail,
      ...told,
    ])
    const message = inserted(contact.side, effects[0])
    if (!message) throw new Error('decline applied without its message')
    return { response: 'success', message }
  }

  const [decline] = await db
    .select({ kinds: sql<string>`group_concat(${messages.kind})` })
    .from(messages)
    .where(and(eq(messages.contactId, contact.id), inArray(messages.kind, ['decline', 'reply'])))
  const kinds = decline?.kinds?.split(',') ?? []
  const kind = nextMessageKind(
    contact.side,
    contact.state,
    {
      hasDecline: kinds.includes('decline'),
      hasReply: kinds.includes('reply'),
    },
    contact.companyInMarket,
    contact.customerInMarket,
  )
  if (!kind && contact.side === 'customer' && !contact.companyInMarket)
    throw new ApiError('conflict', { messageKey: 'messages:::errors::companyUnavailable' })
  if (!kind && contact.side === 'company' && !contact.customerInMarket)
    throw new ApiError('conflict', { messageKey: 'messages:::errors::customerUnavailable' })
  if (!kind) throw new ApiError('conflict', { messageKey: 'messages:::errors::closed' })

  // The same condition guards the mail and the message; the mail goes first, since the message itself
  // changes it (a reply ends the company's one answer).
  const allowed = stillAllowed(kind, contact, user)
  const window = recipient ? await count(c.env.DB, mailWindow, `${contact.id}:${other(contact.side)}`) : null
  const mail =
    recipient && window?.n === 1
      ? emailWhen(
          db,
          recipient,
          mailTemplate[other(contact.side)],
          {
            name: recipient.name,
            job: contact.jobTitle,
            company: contact.companyName,
            link: `${publicOrigin(c)}${recipient.path}`,
          },
          sql`exists (select 1 from ${contacts} where ${and(eq(contacts.id, contact.id), allowed)})`,
        )
      : []
  const told =
    contact.side === 'customer'
      ? notificationWrites(
          db,
          { companyId: contact.companyId, type: 'new_message', jobId: contact.jobId, note: contact.jobTitle },
          {
            origin: publicOrigin(c),
            when: sql`exists (select 1 from ${contacts} where ${and(eq(contacts.id, contact.id), allowed)})`,
            oncePerJobUntilRead: true,
          },
        )
      : []
  const results = await db.batch([...mail, ...told, insertMessage(db, values, kind, allowed)] as [
    ReturnType<typeof insertMessage>,
  ])
  const message = inserted(contact.side, results.at(-1))
  if (!message) throw new ApiError('conflict', { messageKey: 'messages:::errors::closed' })
  return { response: kind === 'reply' ? 'replay' : 'success', message }
}

/** The write rule again, inside the batch: the state may have moved since it was read. */
function stillAllowed(
  kind: 'message' | 'reply',
  contact: ThreadContact,
  user: { id: number; companyId: number | null },
) {
  const mine = threadOwner(user) as SQL
  // A message reaches only a side still in the market (a block may land meanwhile).
  const otherInMarket =
    contact.side === 'customer' ? companyInMarket(contacts.companyId) : customerInMarket(contacts.customerId)
  if (kind === 'message') return and(mine, inArray(contacts.state, [...talkStates]), otherInMarket) as SQL
  const kindOnThread = (k: 'decline' | 'reply') =>
    sql`exists (select 1 from ${messages} where ${messages.contactId} = ${contact.id} and ${messages.kind} = ${k})`
  return and(
    eq(contacts.companyId, contact.companyId),
    otherInMarket,
    eq(contacts.state, 'declined'),
    kindOnThread('decline'),
    sql`not ${kindOnThread('reply')}`,
  ) as SQL
}

/** The message as an INSERT … SELECT over its contact, written only when `condition` holds. */
function insertMessage(
  db: Database,
  values: { contact: ThreadContact; userId: number; body: string; now: number },
  kind: 'message' | 'decline' | 'reply',
  condition: SQL,
) {
  const row = selectFor(
    messages,
    {
      contactId: contacts.id,
      sender: values.contact.side,
      senderUserId: values.userId,
      kind,
      body: values.body,
      createdAt: values.now,
    },
    sql`FROM ${contacts} WHERE ${and(eq(contacts.id, values.contact.id), condition)}`,
  )
  return db.insert(messages).select(row).returning()
}

function inserted(side: Side, result: unknown) {
  const [row] = (result ?? []) as (typeof messages.$inferSelect)[]
  return row ? toThreadMessage(side, row) : undefined
}
