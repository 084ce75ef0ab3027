import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { formatOre } from '../../../../domain/rules/money'
import type { PriceListItem } from '../../../../domain/schemas/company-profile'
import { companyPriceListsQuery } from '../queries'
import { type ConfirmThenOrder, OrderDialog } from './OrderDialog'

/**
 * A company's public price lists with a 'Bestil' button per line, which opens the order dialog. For the
 * profile page and `/prisliste/{id}`: hand in the auth feature's profile confirmation.
 *
 * ```tsx
 * const { confirmThenSubmit, modal } = useProfileConfirmation()
 * <PriceListView companyId={id} confirmThenOrder={confirmThenSubmit} confirmModal={modal} />
 * ```
 * On a page that is the price list (`/prisliste/{id}`), `titledBy` names the page's h1: the view then
 * draws no 'Prisliste' heading of its own under it, and its categories are h2.
 */
export function PriceListView({
  companyId,
  confirmThenOrder,
  confirmModal,
  headingLevel = 2,
  titledBy,
}: {
  companyId: number
  confirmThenOrder: ConfirmThenOrder
  confirmModal: ReactNode
  headingLevel?: 2 | 3
  titledBy?: string
}) {
  const { t } = useTranslation('pricelists')
  const { data } = useQuery(companyPriceListsQuery(companyId))
  const [ordering, setOrdering] = useState<PriceListItem | null>(null)
  if (!data) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = titledBy ? 'h2' : headingLevel === 2 ? 'h3' : 'h4'
  const titleId = `price-lists-${companyId}`
  return (
    <section aria-labelledby={titledBy ?? titleId} className="flex flex-col gap-3">
      {titledBy ? null : (
        <Heading id={titleId} className="m-0 text-xl font-bold">
          {t('view::title')}
        </Heading>
      )}
      {data.lists.length === 0 ? <p className="m-0 text-ink-700">{t('view::empty')}</p> : null}
      {data.lists.map((list) => (
        <div key={list.categoryId} className="rounded-xl border border-solid border-gray-200 bg-white">
          <Sub className="m-0 border-0 border-b border-solid border-gray-200 px-4 py-3 text-base font-semibold">
            {list.categoryName}
          </Sub>
          <ul className="m-0 list-none p-0">
            {list.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-3 border-0 border-b border-solid border-gray-100 px-4 py-3 last:border-b-0"
              >
                <div className="min-w-0">
                  <p className="m-0 font-medium">{item.name}</p>
                  {item.unit ? <p className="m-0 text-sm text-ink-500">{item.unit}</p> : null}
                </div>
                <div className="flex items-center gap-3">
                  <span className="flex flex-col items-end">
                    <span className="tabular-nums font-semibold">{formatOre(item.amountOre)}</span>
                    <span className="text-xs text-ink-500">{t('view::inclVat')}</span>
                  </span>
                  <Button
                    className="btn-primary h-11"
                    aria-label={t('view::orderItem', { name: item.name })}
                    onPress={() => setOrdering(item)}
                  >
                    {t('view::order')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {ordering ? (
        <OrderDialog
          companyId={companyId}
          companyName={data.companyName}
          item={ordering}
          confirmThenOrder={confirmThenOrder}
          confirmModal={confirmModal}
          onClose={() => setOrdering(null)}
        />
      ) : null}
    </section>
  )
}
