import type { Locale } from '../../../domain/i18n'
import { formatDate } from '../../../domain/rules/copenhagen-time'
import type { Ledger } from '../../../domain/schemas/money'
import { translate } from '../../lib/i18n'

/** Excel reads a UTF-8 file as UTF-8 (æøå) only when it starts with the byte order mark. */
const bom = '\uFEFF'

/** 1250050 → `12500,50`: Danish decimal comma, no grouping, so Excel reads a number. */
export function csvAmount(ore: number): string {
  const sign = ore < 0 ? '-' : ''
  const abs = Math.abs(ore)
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/**
 * One field: quoted when it holds the separator, a quote or a line break (quotes doubled). A text that
 * starts like a formula gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string, { text = false } = {}): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The ledger as a Danish spreadsheet reads it: BOM, a header row, semicolons, CRLF line ends. */
export function ledgerCsv(ledger: Ledger, locale: Locale): string {
  const t = (key: string) => translate(locale, `transactions:::csv::${key}`)
  const header = [t('date'), t('text'), t('amount'), t('balance'), t('receipt')].map((h) => csvField(h))
  const lines = ledger.entries.map((e) =>
    [
      formatDate(e.at),
      csvField(e.text, { text: true }),
      csvAmount(e.amountOre),
      csvAmount(e.balanceAfterOre),
      e.invoiceNumber === null ? '' : String(e.invoiceNumber),
    ].join(';'),
  )
  return `${bom}${[header.join(';'), ...lines].join('\r\n')}\r\n`
}

/** `transaktioner-2026-01-01-2026-01-31.csv`; the ends the company chose, if any. */
export function csvFileName(
  query: { from?: string | undefined; to?: string | undefined } | undefined,
  locale: Locale,
) {
  const parts = [translate(locale, 'transactions:::csv::fileName'), query?.from, query?.to].filter(Boolean)
  return `${parts.join('-')}.csv`
}
