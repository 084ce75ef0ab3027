import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { onlineBanner } from '../../../domain/rules/limits'
import { showOnlineBanner } from '../../../domain/rules/online-banner'
import { useRenderTime } from '../../lib/render-time'

/** Spec: hidden when the local hour (Europe/Copenhagen) is 1 to 6, re-evaluated every 5 minutes. */
export function OnlineBanner() {
  const { t } = useTranslation()
  const renderedAt = useRenderTime()
  // First as the server rendered it (the HTML may come from the edge cache), then by the clock.
  const [shown, setShown] = useState(() => showOnlineBanner(new Date(renderedAt)))
  useEffect(() => {
    setShown(showOnlineBanner(new Date()))
    const id = window.setInterval(() => setShown(showOnlineBanner(new Date())), onlineBanner.checkEveryMs)
    return () => window.clearInterval(id)
  }, [])
  if (!shown) return null
  return (
    // A landmark of its own (not loose content above the header), named for screen readers' landmark list.
    // Not on paper: a printed receipt or offer shows the document alone.
    <aside
      aria-label={t('banner::label')}
      className="bg-brand-50 border-b border-brand-100 text-brand-700 text-sm print:hidden"
    >
      <p className="mx-auto max-w-6xl m-0 flex items-center gap-2 px-4 py-1.5" data-testid="online-banner">
        <span aria-hidden="true" className="relative inline-flex h-2 w-2">
          <span className="absolute inline-flex h-full w-full rounded-full bg-brand-500 opacity-60 animate-ping" />
          <span className="relative inline-flex h-2 w-2 rounded-full bg-brand-500" />
        </span>
        {t('banner::companiesOnline')}
      </p>
    </aside>
  )
}
