import { useTranslation } from 'react-i18next'

/**
 * Previous / "Side 2 af 5" / next over a paged list (`pageOf` in domain/schemas/page.ts), the page kept
 * by the caller (`onPage`); hidden when everything fits on one page. `label` names the pages for a screen
 * reader ("Sider med anmeldelser").
 */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-secondary h-11"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ← {t('pager::previous')}
      </button>
      <span className="text-ink-700">{t('pager::page', { page, pages: pageCount })}</span>
      <button
        type="button"
        className="btn-secondary h-11"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pager::next')} →
      </button>
    </nav>
  )
}
