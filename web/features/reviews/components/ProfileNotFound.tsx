import { useTranslation } from 'react-i18next'

/** `/{slug}` with no company behind it: a Danish 404 that leads on to finding a company. */
export function ProfileNotFound() {
  const { t } = useTranslation('reviews')
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="m-0 text-3xl font-extrabold tracking-tight text-ink-900">
        {t('profile::notFoundTitle')}
      </h1>
      <p className="mt-4 mb-6 text-lg text-ink-700">{t('profile::notFoundBody')}</p>
      <a href="/createjob" className="btn-primary h-11 box-border no-underline">
        {t('profile::notFoundHome')}
      </a>
    </div>
  )
}
