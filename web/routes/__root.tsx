import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AppShell } from '../components/layout/AppShell'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: AppShell,
  notFoundComponent: NotFound,
})

function NotFound() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t('notFound::title')}</h1>
      <p className="text-ink-500">{t('notFound::body')}</p>
      <Link to="/" className="btn-primary mt-4">
        {t('notFound::back')}
      </Link>
    </div>
  )
}
