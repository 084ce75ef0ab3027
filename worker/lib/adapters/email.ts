import { productName } from '../../../domain/brand'
import type { AppEnv } from '../../env'
import { AdapterNotConfigured, fakesAllowed } from './config'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one e-mail or throws (the outbox retries). */
export interface EmailAdapter {
  readonly name: string
  send(message: OutgoingEmail): Promise<void>
}

/** Cloudflare Email Service through the `send_email` binding. */
export function cloudflareEmail(binding: SendEmail, from: string): EmailAdapter {
  return {
    name: 'cloudflare',
    async send(message) {
      await binding.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    },
  }
}

/**
 * The local sink: the outbox row is the record (see /dev/outbox), so "sending" only succeeds —
 * except for addresses at `fail.test`, which always fail, so retries and backoff can be tested.
 * Never logs the body: it can contain reset links.
 */
export const fakeEmail: EmailAdapter = {
  name: 'fake',
  async send(message) {
    if (message.to.endsWith('@fail.test')) throw new Error('fake e-mail: mailbox unavailable')
  },
}

export function emailAdapter(env: AppEnv): EmailAdapter {
  if (fakesAllowed(env)) return fakeEmail
  if (!env.EMAIL) throw new AdapterNotConfigured('email')
  return cloudflareEmail(env.EMAIL, env.MAIL_FROM ?? `${productName} <noreply@opgavetorvet.dk>`)
}
