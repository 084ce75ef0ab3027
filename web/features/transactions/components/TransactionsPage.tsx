import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LedgerEntry } from '../../../../domain/schemas/money'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { LedgerTable } from '../../../components/ui/LedgerTable'
import { Money } from '../../../components/ui/Money'
import { PageTitle } from '../../../components/ui/PageTitle'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { csvHref, ledgerQuery, type Period } from '../queries'
import { PeriodFilter } from './PeriodFilter'

function ReceiptLink({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('transactions')
  if (entry.invoiceNumber === null) return null
  return (
    <Link
      to="/bruger/kvittering/$invoiceNumber"
      params={{ invoiceNumber: entry.invoiceNumber }}
      className="font-medium"
    >
      {t('table::receiptLink', { number: entry.invoiceNumber })}
    </Link>
  )
}

/**
 * `/bruger/account-transactions` (company): every movement of the balance in the chosen period, newest
 * first, with the balance after each; the CSV link downloads the same rows; a charge and a paid top-up link
 * to their receipts.
 * `balance` is the top-ups feature's balance box, placed by the route.
 */
export function TransactionsPage({ period, balance }: { period: Period; balance?: ReactNode }) {
  const { t } = useTranslation('transactions')
  useDocumentTitle(t('title'))
  const { data } = useSuspenseQuery(ledgerQuery(period))
  const filtered = Boolean(period.from || period.to)
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title={t('title')} lead={t('intro')} />
        <a href={csvHref(period)} download className="btn-secondary h-11 px-4 text-base no-underline">
          {t('csv::download')}
        </a>
      </div>
      {balance}
      <PeriodFilter period={period} />
      {filtered ? (
        <p className="m-0 flex justify-between gap-3 text-ink-700">
          <span>{t('opening')}</span>
          <Money ore={data.openingBalanceOre} className="font-semibold" />
        </p>
      ) : null}
      {data.entries.length === 0 ? (
        <EmptyNote>{t('empty')}</EmptyNote>
      ) : (
        <LedgerTable
          entries={data.entries}
          caption={t('table::caption')}
          extra={{ header: t('table::receipt'), cell: (entry) => <ReceiptLink entry={entry} /> }}
        />
      )}
      <p className="m-0 flex justify-between gap-3 font-semibold">
        <span>{t('closing')}</span>
        <Money ore={data.closingBalanceOre} />
      </p>
    </div>
  )
}
