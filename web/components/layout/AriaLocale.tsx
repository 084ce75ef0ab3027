import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { currentLocale } from '../../lib/i18n'

/** Where React Aria reads its default locale in the browser (`useDefaultLocale`). */
const ariaLocaleKey = Symbol.for('react-aria.i18n.locale')

/**
 * In the browser, React Aria's default locale is the page's (set before any React Aria code runs: it
 * loads with the first form or menu). Its `I18nProvider` is not used there: importing it evaluates React
 * Aria's locale detection with the startup code, and that first `Intl` call loads ICU's data, some 45 ms
 * of a phone's first long task on pages without a single field (issue 21).
 */
export function setAriaLocale() {
  Object.assign(window, { [ariaLocaleKey]: currentLocale() })
}

/**
 * React Aria formats numbers and dates, and words its own labels, in the page language, not the
 * browser's. The server renders each request in its own language, so there the provider says which; it
 * draws no element, so the browser's tree without it hydrates the same markup.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <I18nProvider locale={currentLocale()}>{children}</I18nProvider>
  return children
}
