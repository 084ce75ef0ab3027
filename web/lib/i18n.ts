import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  defaultLocale,
  keySeparator,
  type Locale,
  langCookie,
  locales,
  nsSeparator,
  pickLocale,
} from '../../domain/i18n'

/** Loads catalogs from the worker at the spec's path (`/media/js/i18n/{lng}/{ns}.json`). */
const workerBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/media/js/i18n/${language}/${namespace}.json`)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`i18n ${res.status}`))))
      .then((data) => callback(null, data))
      .catch((error: Error) => callback(error, false))
  },
}

export function currentLocale(): Locale {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/)
  return pickLocale(match?.[1] ?? defaultLocale)
}

/** Spec: the language selector sets cookie `lang` for one day and reloads. */
export function switchLocale(locale: Locale) {
  document.cookie = `${langCookie.name}=${locale}; path=/; max-age=${langCookie.maxAgeSeconds}; samesite=lax`
  window.location.reload()
}

export async function initI18n() {
  const lng = currentLocale()
  document.documentElement.lang = lng
  await i18next
    .use(workerBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: [...locales],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      nsSeparator,
      keySeparator,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
  return i18next
}
