import i18next, { type BackendModule, type InitOptions, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  catalogPath,
  defaultLocale,
  keySeparator,
  type Locale,
  langCookie,
  locales,
  nsSeparator,
  pickLocale,
  shellNamespaces,
} from '../../domain/i18n'

/** Loads catalogs from the worker at the spec's path (`catalogPath`). */
const workerBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(catalogPath(language, namespace))
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`i18n ${res.status}`))))
      .then((data) => callback(null, data))
      .catch((error: Error) => callback(error, false))
  },
}

/** The browser reads the `lang` cookie; the Worker's renderer answers for the request it renders. */
let localeSource = (): Locale => {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/)
  return pickLocale(match?.[1] ?? defaultLocale)
}

/** Server rendering only: the locale of the request being rendered (one isolate serves many). */
export function setLocaleSource(source: () => Locale) {
  localeSource = source
}

export function currentLocale(): Locale {
  return localeSource()
}

/** Spec: the language selector sets cookie `lang` for one day and reloads. */
export function switchLocale(locale: Locale) {
  document.cookie = `${langCookie.name}=${locale}; path=/; max-age=${langCookie.maxAgeSeconds}; samesite=lax`
  window.location.reload()
}

/** The i18next options of the web, in the browser and in the Worker's renderer alike. */
export function i18nOptions(lng: Locale): InitOptions {
  return {
    lng,
    fallbackLng: false,
    supportedLngs: [...locales],
    load: 'currentOnly',
    defaultNS: 'common',
    nsSeparator,
    keySeparator,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  }
}

/**
 * Starts i18next in the browser. A server-rendered page brings the catalogs it used (`resources`), so
 * nothing is fetched before hydration; other namespaces load from the worker when first needed.
 */
export async function initI18n(resources?: Record<string, object>): Promise<i18n> {
  const lng = currentLocale()
  document.documentElement.lang = lng
  await i18next
    .use(workerBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions(lng),
      ns: resources ? Object.keys(resources) : [...shellNamespaces],
      // With the page's catalogs at hand, start synchronously: hydration must not wait for a timer.
      ...(resources
        ? { resources: { [lng]: resources }, partialBundledLanguages: true, initAsync: false }
        : {}),
    })
  return i18next
}
