import { env } from 'cloudflare:test'
import { desc, eq } from 'drizzle-orm'
import { outbox } from '../db/schema'
import { withFakeCopies } from '../lib/adapters/fake-mailbox'
import { database } from '../lib/db'
import { call } from './client'

let seq = 0
const unique = () =>
  `${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A fresh e-mail per call, so tests never collide on the shared local D1. */
export const freshEmail = (label = 'user') => `${label}-${unique()}@example.dk`
/** A fresh client IP per test, so IP throttles of other tests never interfere. */
export const freshIp = () => `10.${(seq >> 8) & 255}.${seq++ & 255}.${Math.floor(Math.random() * 250) + 1}`

/** A fresh CVR number that passes the modulus-11 check, above the fake CVR register's fixed companies. */
export function freshCvr(): string {
  const weights = [2, 7, 6, 5, 4, 3, 2, 1]
  for (let n = 50_000_000 + ((Math.floor(Math.random() * 1e6) * 31 + ++seq * 977) % 40_000_000); ; n++) {
    const digits = String(n)
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (weights[i] ?? 0), 0)
    if (sum % 11 === 0) return digits
  }
}

export const goodPassword = 'Blå-hest-på-taget-9'

/** `call` from a given IP (and optional cookie). */
export function callFrom(ip: string, path: string, init: Parameters<typeof call>[1] = {}) {
  return call(path, { ...init, headers: { 'cf-connecting-ip': ip, ...init.headers } })
}

/** `name=value` of the session cookie in a response, or null. */
export function sessionCookie(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const match = line.match(/^(__Host-session)=([^;]*)/)
    if (match?.[2]) return `${match[1]}=${match[2]}`
  }
  return null
}

export const cookieLine = (headers: Headers, name: string) =>
  headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? null

/** Merges the cookies a response sets into a cookie header (a tiny cookie jar). */
export function jar(current: string, headers: Headers): string {
  const map = new Map(
    current
      .split(/;\s*/)
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string]),
  )
  for (const line of headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(/;\s*/)
    if (!pair) continue
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=Thu, 01 Jan 1970/i.test(a))
    if (expired || value === '') map.delete(name)
    else map.set(name, value)
  }
  return [...map].map(([k, v]) => `${k}=${v}`).join('; ')
}

/** Outbox rows to `to`, newest first; a delivered row's links and codes come from the fake mailbox. */
export async function outboxFor(to: string) {
  const rows = await database(env.DB).select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id))
  return withFakeCopies(env.KV, rows)
}

export async function login(email: string, password = goodPassword, ip = freshIp()) {
  const res = await callFrom(ip, '/api/auth/login', { body: { email, password } })
  return { res, cookie: sessionCookie(res.headers) }
}
