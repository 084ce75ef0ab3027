import { warmIntlScript } from '../../web/warm-intl'
import { contentSecurityPolicyWith, inlineHash } from '../lib/security-headers'

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/**
 * The CSP of a rendered page: the strict policy of every answer, plus the exact `style="…"` attributes
 * React Aria rendered into this page's HTML (visually hidden inputs), allowed by hash with
 * `'unsafe-hashes'` — never `'unsafe-inline'`. Without them the hidden inputs would show until a
 * client render, which hydration never does. The values are React Aria's constants (React escapes
 * whatever else reaches an attribute), so the policy is the same for every copy of a cached page.
 */
const withWarmIntl = contentSecurityPolicyWith({ inlineScripts: [warmIntlScript] })
const withoutInlineScript = contentSecurityPolicyWith()

/** `warmIntl`: the page carries the ICU warm-up (web/warm-intl.ts), its one inline script, allowed by hash. */
export function pagePolicy(html: string, warmIntl: boolean): string {
  const renderedPagePolicy = warmIntl ? withWarmIntl : withoutInlineScript
  const values = new Set<string>()
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add((match[1] ?? '').replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity))
  }
  if (values.size === 0) return renderedPagePolicy
  return `${renderedPagePolicy}; style-src-attr 'unsafe-hashes' ${[...values].map(inlineHash).join(' ')}`
}
