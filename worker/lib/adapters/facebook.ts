import { Facebook, OAuth2Client } from 'arctic'
import type { AppEnv } from '../../env'
import { log } from '../log'
import { fakesAllowed } from './config'
import {
  exchangeFakeCode,
  fakeFacebookAuthorizePath,
  fakeFacebookClientId,
  fakeProfileForToken,
} from './facebook-fake'

/** What we take from Facebook's `/me?fields=id,name,email`; Facebook only returns confirmed e-mails. */
export interface FacebookProfile {
  id: string
  name: string
  email: string | null
}

export interface FacebookAdapter {
  readonly name: string
  /** Where to send the browser; `state` goes back to our callback unchanged. */
  authorizationURL(state: string): URL
  /** Exchanges the callback's code for a token and reads the profile with it. Throws on any failure. */
  profileFromCode(code: string): Promise<FacebookProfile>
}

export const facebookScopes = ['email', 'public_profile']
export const facebookCallbackPath = '/api/auth/facebook/callback'
const graph = 'https://graph.facebook.com/v16.0'

/** Real Facebook through arctic (fixed v16.0 endpoints) and the Graph API. */
export function arcticFacebook(clientId: string, clientSecret: string, redirectURI: string): FacebookAdapter {
  const facebook = new Facebook(clientId, clientSecret, redirectURI)
  return {
    name: 'facebook',
    authorizationURL: (state) => facebook.createAuthorizationURL(state, facebookScopes),
    async profileFromCode(code) {
      const tokens = await facebook.validateAuthorizationCode(code)
      const res = await fetch(`${graph}/me?fields=id,name,email`, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
      })
      if (!res.ok) throw new Error(`facebook /me: HTTP ${res.status}`)
      return toProfile(await res.json())
    },
  }
}

/**
 * The local fake provider (`/dev/fake-facebook/…`). arctic's Facebook class has fixed URLs, so the
 * authorize URL is built by arctic's generic OAuth2Client pointed at the fake; the code exchange and the
 * profile read call the fake provider in-process (a Worker cannot reliably fetch its own origin).
 */
export function fakeFacebook(kv: KVNamespace, origin: string): FacebookAdapter {
  const redirectURI = `${origin}${facebookCallbackPath}`
  const client = new OAuth2Client(fakeFacebookClientId, null, redirectURI)
  return {
    name: 'fake',
    authorizationURL: (state) =>
      client.createAuthorizationURL(`${origin}${fakeFacebookAuthorizePath}`, state, facebookScopes),
    async profileFromCode(code) {
      const token = await exchangeFakeCode(kv, code, redirectURI)
      if (!token) throw new Error('fake facebook: invalid code')
      const profile = await fakeProfileForToken(kv, token)
      if (!profile) throw new Error('fake facebook: invalid token')
      return toProfile(profile)
    },
  }
}

function toProfile(data: unknown): FacebookProfile {
  const d = data as { id?: unknown; name?: unknown; email?: unknown }
  if (typeof d.id !== 'string' || !d.id) throw new Error('facebook /me: no id')
  return {
    id: d.id,
    name: typeof d.name === 'string' && d.name.trim() ? d.name.trim() : 'Facebook-bruger',
    email: typeof d.email === 'string' && d.email.includes('@') ? d.email.trim().toLowerCase() : null,
  }
}

/** The adapter, or null when Facebook log-in is not configured (→ 503 'FB initialization failed.'). */
export function facebookAdapter(env: AppEnv, requestOrigin: string): FacebookAdapter | null {
  if (fakesAllowed(env)) return fakeFacebook(env.KV, requestOrigin)
  if (!env.FACEBOOK_CLIENT_ID || !env.FACEBOOK_CLIENT_SECRET) {
    const missing = ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'].filter(
      (name) => !env[name as keyof AppEnv],
    )
    log.error('facebook adapter not configured', { missing })
    return null
  }
  return arcticFacebook(
    env.FACEBOOK_CLIENT_ID,
    env.FACEBOOK_CLIENT_SECRET,
    `${env.PUBLIC_ORIGIN}${facebookCallbackPath}`,
  )
}
