import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productName } from '../../../domain/brand'

/** Header, main and footer around every page. */
export function AppShell() {
  const { t } = useTranslation()
  return (
    <div className="min-h-screen flex flex-col">
      <header className="bg-white border-b border-gray-200">
        <div className="mx-auto max-w-6xl flex items-center justify-between px-4 py-3">
          <Link to="/" className="text-xl font-bold text-brand-600 no-underline">
            {productName}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1 mx-auto w-full max-w-6xl px-4 py-6">
        <Outlet />
      </main>
      <footer className="bg-ink-900 text-gray-300 px-4 py-6 text-sm">
        <div className="mx-auto max-w-6xl">{t('footer::tagline')}</div>
      </footer>
    </div>
  )
}
