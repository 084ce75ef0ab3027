import type { Child } from 'hono/jsx'
import { contentSecurityPolicyWith } from '../../lib/security-headers'

/** The developer pages' whole stylesheet, inline: they are served by the Worker alone, with no assets. */
export const devStyles = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}
.meta{color:#666;font-size:.875rem}.body{white-space:normal;line-height:1.5}
.tag{display:inline-block;padding:0 .4rem;border-radius:.25rem;background:#eee;font-size:.75rem}
.sent{background:#d8f5dc}.failed{background:#fbd5d5}.pending{background:#fff2c6}`

/**
 * The CSP of a developer page: the product's policy plus exactly `devStyles` by hash. Only /dev answers
 * carry it; every other answer keeps the strict policy (security-headers.ts).
 */
export const devPagePolicy = contentSecurityPolicyWith({ inlineStyles: [devStyles] })

/** The bare layout of the developer pages. */
export function DevPage(props: { title: string; children: Child }) {
  return (
    <html lang="da">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{props.title}</title>
        <style>{devStyles}</style>
      </head>
      <body>{props.children}</body>
    </html>
  )
}
