import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LedgerEntry } from '../../../../domain/schemas/money'
import { Money } from '../../../components/ui/Money'
import { formatDate } from '../../../lib/format'
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
 * first, with the balance after each; the CSV link downloads the same rows; a charge links to its receipt.
 * `balance` is the top-ups feature's balance box, placed by the route.
 */
export function TransactionsPage({ period, balance }: { period: Period; balance?: ReactNode }) {
  const { t } = useTranslation('transactions')
  useDocumentTitle(t('title'))
  const { data } = useSuspenseQuery(ledgerQuery(period))
  const rows = [...data.entries].reverse()
  const filtered = Boolean(period.from || period.to)
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 tabIndex={-1} className="m-0 text-2xl font-bold">
            {t('title')}
          </h1>
          <p className="m-0 text-ink-700">{t('intro')}</p>
        </div>
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
      {rows.length === 0 ? (
        <p
          role="status"
          className="m-0 rounded-xl border border-solid border-gray-200 bg-white p-6 text-center text-ink-700"
        >
          {t('empty')}
        </p>
      ) : (
        <>
          <table className="hidden w-full border-collapse overflow-hidden rounded-xl bg-white text-left sm:table">
            <caption className="sr-only">{t('table::caption')}</caption>
            <thead className="bg-gray-50 text-sm text-ink-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('table::date')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('table::text')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('table::amount')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('table::balance')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('table::receipt')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.transactionId} className="border-0 border-t border-solid border-gray-100">
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatDate(entry.at)}</td>
                  <td className="px-4 py-3">{entry.text}</td>
                  <td className="px-4 py-3 text-right">
                    <Money ore={entry.amountOre} signed />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Money ore={entry.balanceAfterOre} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <ReceiptLink entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label={t('table::caption')} className="m-0 flex list-none flex-col gap-2 p-0 sm:hidden">
            {rows.map((entry) => (
              <li key={entry.transactionId} className="flex flex-col gap-1 rounded-xl bg-white p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="text-sm text-ink-500 tabular-nums">{formatDate(entry.at)}</span>
                  <Money ore={entry.amountOre} signed className="font-semibold" />
                </div>
                <span>{entry.text}</span>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <ReceiptLink entry={entry} />
                  <span className="ml-auto text-ink-700">
                    {t('table::balance')}: <Money ore={entry.balanceAfterOre} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="m-0 flex justify-between gap-3 font-semibold">
        <span>{t('closing')}</span>
        <Money ore={data.closingBalanceOre} />
      </p>
    </div>
  )
}
