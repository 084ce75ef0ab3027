import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export const Route = createFileRoute('/')({ component: HomePage })

function HomePage() {
  const { t } = useTranslation('home')
  return (
    <section>
      <h1 className="text-3xl font-bold">{t('hero::title')}</h1>
      <p>{t('hero::lead')}</p>
    </section>
  )
}
