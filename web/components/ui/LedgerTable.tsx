import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LedgerEntry } from '../../../domain/schemas/money'
import { formatDate } from '../../lib/format'
import { Money } from './Money'

/** A column after the balance that one caller adds (the company's own receipts). */
export interface LedgerColumn {
  header: string
  cell: (entry: LedgerEntry) => ReactNode
}

/** The table's own columns; the sums stand to the right. */
const headers = [
  { key: 'date', right: false },
  { key: 'text', right: false },
  { key: 'amount', right: true },
  { key: 'balance', right: true },
] as const

/**
 * A company's ledger rows, newest first (the API sends them oldest first): date, text, signed amount
 * and the balance after each, as a table from `sm` and a list of cards on a phone (the same rows either
 * way, both named by `caption`). The company's transactions page and the admin's company page draw it.
 */
export function LedgerTable({
  entries,
  caption,
  extra,
}: {
  entries: readonly LedgerEntry[]
  caption: string
  extra?: LedgerColumn
}) {
  const { t } = useTranslation('transactions')
  const rows = [...entries].reverse()
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl bg-white text-left sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-sm text-ink-700">
          <tr>
            {headers.map(({ key, right }) => (
              <th key={key} scope="col" className={`px-4 py-3 font-semibold${right ? ' text-right' : ''}`}>
                {t(`table::${key}`)}
              </th>
            ))}
            {extra ? (
              <th scope="col" className="px-4 py-3 font-semibold">
                {extra.header}
              </th>
            ) : null}
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
              {extra ? <td className="whitespace-nowrap px-4 py-3">{extra.cell(entry)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="m-0 flex list-none flex-col gap-2 p-0 sm:hidden">
        {rows.map((entry) => (
          <li key={entry.transactionId} className="flex flex-col gap-1 rounded-xl bg-white p-4">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-ink-500 tabular-nums">{formatDate(entry.at)}</span>
              <Money ore={entry.amountOre} signed className="font-semibold" />
            </div>
            <span>{entry.text}</span>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              {extra?.cell(entry)}
              <span className="ml-auto text-ink-700">
                {t('table::balance')}: <Money ore={entry.balanceAfterOre} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
