import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { messagesApi } from '../../../domain/contract/messages'
import { messages } from '../../db/schema'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { makeOffer } from '../../test/market.fixtures'
import { messageLimit } from './send-message'

/** The per-sender message limit is counted in D1 before anything is written: a burst gets exactly the limit. */
describe('messages under a parallel burst', () => {
  it(`${messageLimit.max + 10} messages at once from one sender: exactly ${messageLimit.max} are saved, the rest 429`, async () => {
    const { customer, contact } = await makeOffer()
    const answers = await Promise.all(
      Array.from({ length: messageLimit.max + 10 }, (_, n) =>
        api(messagesApi.send, {
          params: { contactId: contact.id },
          body: { msg: `Besked ${n}` },
          cookie: customer.cookie,
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(messageLimit.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    const saved = await database(env.DB).select().from(messages).where(eq(messages.contactId, contact.id))
    expect(saved).toHaveLength(messageLimit.max)
  })
})
