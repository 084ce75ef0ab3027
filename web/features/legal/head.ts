import type { i18n } from 'i18next'
import { pageHead } from '../../lib/seo'
import { type LegalPageKey, legalVars } from './pages'

/** Title and description of a legal page: its own title and lead. */
export function legalHead(i18n: i18n, page: LegalPageKey) {
  const t = i18n.getFixedT(null, 'legal')
  return pageHead({ title: t(`${page}::title`), description: t(`${page}::lead`, legalVars) })
}

/** A legal page's route: its texts before it renders, and its head. */
export function legalRoute(page: LegalPageKey) {
  return {
    loader: ({ context }: { context: { i18n: i18n } }) => context.i18n.loadNamespaces('legal'),
    head: ({ match }: { match: { context: { i18n: i18n } } }) => legalHead(match.context.i18n, page),
  }
}
