import type { AppEnv } from '../../env'
import { headerSafe } from '../mail-text'
import { AdapterNotConfigured, fakesAllowed, missingEmailConfig } from './config'

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
      // Headers get one clean line each: a CR/LF in a subject or sender name never starts a new header.
      await binding.send({
        from: headerSafe(from),
        to: headerSafe(message.to),
        subject: headerSafe(message.subject),
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

/** The fake in development and tests; in production Cloudflare Email Service, or AdapterNotConfigured. */
export function emailAdapter(env: AppEnv): EmailAdapter {
  if (fakesAllowed(env)) return fakeEmail
  if (!env.EMAIL || !env.MAIL_FROM) throw new AdapterNotConfigured('email', missingEmailConfig(env))
  return cloudflareEmail(env.EMAIL, env.MAIL_FROM)
}
