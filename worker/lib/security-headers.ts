import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase64 } from '@oslojs/encoding'
import { createMiddleware } from 'hono/factory'
import type { AppBindings } from '../env'
import { viteDevServer } from './vite-dev-server'

/** The CSP source that allows exactly this inline `<style>` or `<script>` text and nothing else. */
export const inlineHash = (text: string) => `'sha256-${encodeBase64(sha256(new TextEncoder().encode(text)))}'`

/**
 * The two `<style>` elements React Aria inserts (usePress: `touch-action` on pressable elements;
 * usePreventScroll: `overscroll-behavior` under a modal). Allowed by hash, so no 'unsafe-inline';
 * security-headers.node.test.ts recomputes them from node_modules and fails when an upgrade changes them.
 */
export const reactAriaStyleHashes = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
]

/**
 * An EMPTY `<style>` element: FullCalendar (the company calendar, docs/decisions) inserts one and fills it
 * through CSSOM `insertRule`, which a CSP does not govern; a blocked element would have no sheet to fill.
 * The hash allows no CSS text at all.
 */
export const emptyStyleHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

/**
 * Under `npm run dev` only: Vite's dev server puts an inline module preamble (React refresh) into every
 * page and injects the CSS as `<style>` elements, and its client talks to it over a WebSocket. A hash or
 * nonce in a directive would turn 'unsafe-inline' off, so the directives carry neither.
 */
const devServerPolicy = () =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
  ].join('; ')

/**
 * CSP without 'unsafe-inline' for scripts or styles (docs/decisions/008-security-headers.md): React
 * and React Aria set element styles through the DOM (CSSOM), which a CSP does not govern; UnoCSS
 * builds a stylesheet file; `style="…"` attributes in HTML are refused.
 */
export function contentSecurityPolicyWith(
  options: { inlineStyles?: readonly string[]; inlineScripts?: readonly string[] } = {},
) {
  if (viteDevServer) return devServerPolicy()
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(options.inlineScripts ?? []).map(inlineHash)].join(' '),
    [
      "style-src 'self'",
      ...reactAriaStyleHashes,
      emptyStyleHash,
      ...(options.inlineStyles ?? []).map(inlineHash),
    ].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

export const contentSecurityPolicy = contentSecurityPolicyWith()

/**
 * The header set of EVERY response: the Worker's (this middleware) and the static assets' (public/_headers,
 * which a test keeps identical to this list). HSTS one year, nosniff, no framing.
 */
export const securityHeaderValues = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const

/** True for a policy of its own that lets any site frame the page (`frame-ancestors *`). */
const mayBeFramed = (policy: string | null) => /(^|;)\s*frame-ancestors \*\s*(;|$)/.test(policy ?? '')

export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(securityHeaderValues)) {
    // A page that builds its own policy (e.g. with a per-response script nonce) keeps it.
    if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue
    // The one page any site may frame (the media-center widget) says so in its own policy.
    if (name === 'X-Frame-Options' && mayBeFramed(c.res.headers.get('Content-Security-Policy'))) continue
    c.header(name, value)
  }
})
