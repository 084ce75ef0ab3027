import type { AppEnv } from '../../env'
import { AdapterNotConfigured, fakesAllowed, missingSmsConfig } from './config'

export interface OutgoingSms {
  /** A Danish number as the user typed it (8 digits, optionally +45). */
  to: string
  text: string
}

export interface SmsAdapter {
  readonly name: string
  send(message: OutgoingSms): Promise<void>
}

/** `+45 12 34 56 78` / `12345678` → `4512345678` (MSISDN as GatewayAPI wants it). */
export function msisdn(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 8 ? `45${digits}` : digits
}

/** GatewayAPI REST (https://gatewayapi.com/docs/apis/rest/): POST /rest/mtsms with a token. */
export function gatewayApiSms(token: string, sender: string, fetcher: typeof fetch = fetch): SmsAdapter {
  return {
    name: 'gatewayapi',
    async send(message) {
      const res = await fetcher('https://gatewayapi.com/rest/mtsms', {
        method: 'POST',
        headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          // Alphanumeric senders are at most 11 characters.
          sender: sender.slice(0, 11),
          message: message.text,
          recipients: [{ msisdn: Number(msisdn(message.to)) }],
        }),
      })
      if (!res.ok) throw new Error(`gatewayapi: HTTP ${res.status}`)
    },
  }
}

/** Local sink; numbers starting with 99 fail so retries can be tested. Never logs the text. */
export const fakeSms: SmsAdapter = {
  name: 'fake',
  async send(message) {
    if (msisdn(message.to).startsWith('4599')) throw new Error('fake sms: number unreachable')
  },
}

/** The fake in development and tests; in production GatewayAPI, or AdapterNotConfigured. */
export function smsAdapter(env: AppEnv): SmsAdapter {
  if (fakesAllowed(env)) return fakeSms
  if (!env.GATEWAYAPI_TOKEN || !env.SMS_SENDER) throw new AdapterNotConfigured('sms', missingSmsConfig(env))
  return gatewayApiSms(env.GATEWAYAPI_TOKEN, env.SMS_SENDER)
}
