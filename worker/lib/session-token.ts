import { hashToken, randomToken } from './tokens'

/**
 * The token half of sessions, free of D1 and Hono so a Node process can make a session exactly as
 * the Worker does (the e2e `login` fixture writes one straight into the local D1 file).
 */
export const sessionCookieName = '__Host-session'
export const sessionLifetimeSeconds = 30 * 86_400

/** A session token is made and stored like every other secret token: 160 random bits, only its SHA-256 kept. */
export const generateSessionToken = randomToken
export const sessionIdOf = hashToken
