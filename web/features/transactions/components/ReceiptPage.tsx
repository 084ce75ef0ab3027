import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { productName } from '../../../../domain/brand'
import type { Receipt } from '../../../../domain/schemas/money'
import { BackLink } from '../../../components/ui/BackLink'
import { Money } from '../../../components/ui/Money'
import { PrintButton } from '../../../components/ui/PrintButton'
import { formatDate } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { receiptQuery } from '../queries'

function Party({ heading, party }: { heading: string; party: Receipt['seller'] }) {
  const { t } = useTranslation('transactions')
  return (
    <div className="flex flex-col">
      <h2 className="m-0 mb-1 text-sm font-semibold uppercase tracking-wide text-ink-500">{heading}</h2>
      <address className="not-italic">
        <strong>{party.name}</strong>
        {party.street ? <span className="block">{party.street}</span> : null}
        <span className="block">
          {party.zip} {party.city}
        </span>
        {party.cvr ? <span className="block">{t('receipt::cvr', { cvr: party.cvr })}</span> : null}
      </address>
    </div>
  )
}

/** A sum under the receipt's lines: net, VAT, and the total in bold; the first stands apart from the lines. */
function SumRow({
  label,
  ore,
  first = false,
  total = false,
}: {
  label: string
  ore: number
  first?: boolean
  total?: boolean
}) {
  const pad = first ? 'pt-3 pb-1' : 'py-1'
  return (
    <tr className={total ? 'text-lg font-bold' : ''}>
      <th scope="row" className={`pr-3 text-right ${pad} ${total ? '' : 'font-normal'}`}>
        {label}
      </th>
      <td className={`text-right ${pad}`}>
        <Money ore={ore} />
      </td>
    </tr>
  )
}

type ChargeReceipt = Extract<Receipt, { kind: 'charge' }>
type PaymentReceipt = Extract<Receipt, { kind: 'payment' }>

function Line({ text, ore }: { text: string; ore: number }) {
  return (
    <tr className="border-0 border-b border-solid border-gray-100">
      <td className="py-2 pr-3">{text}</td>
      <td className="py-2 text-right">
        <Money ore={ore} />
      </td>
    </tr>
  )
}

/** The receipt's lines (what each is and its amount), with the sums under them. */
function LinesTable({ lines, sums }: { lines: { text: string; ore: number }[]; sums: ReactNode }) {
  const { t } = useTranslation('transactions')
  return (
    <table className="w-full border-collapse text-left">
      <thead className="text-sm text-ink-700">
        <tr className="border-0 border-b border-solid border-gray-200">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('receipt::description')}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t('receipt::amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <Line key={line.text} {...line} />
        ))}
      </tbody>
      <tfoot>{sums}</tfoot>
    </table>
  )
}

/** A charge: the plan's lines, net, VAT and total, paid from the balance. */
function ChargeBody({ receipt }: { receipt: ChargeReceipt }) {
  const { t } = useTranslation('transactions')
  return (
    <>
      <LinesTable
        lines={receipt.lines.map((line) => ({ text: line.text, ore: line.netOre }))}
        sums={
          <>
            <SumRow label={t('receipt::net')} ore={receipt.netOre} first />
            <SumRow label={t('receipt::vat', { percent: receipt.vatPercent })} ore={receipt.vatOre} />
            <SumRow label={t('receipt::total')} ore={receipt.totalOre} total />
          </>
        }
      />
      <p className="m-0 text-sm text-ink-700">{t('receipt::paidWith', { product: productName })}</p>
    </>
  )
}

/**
 * A paid top-up (decision 025): one line and the total, how it was paid and the provider's reference.
 * A payment on account has no VAT line; one sentence says where the VAT comes.
 */
function PaymentBody({ receipt }: { receipt: PaymentReceipt }) {
  const { t } = useTranslation('transactions')
  return (
    <>
      <LinesTable
        lines={[{ text: receipt.text, ore: receipt.totalOre }]}
        sums={<SumRow label={t('receipt::paidTotal')} ore={receipt.totalOre} first total />}
      />
      <div className="flex flex-col gap-1 text-sm text-ink-700">
        <p className="m-0">{t('receipt::paidBy', { method: t(`receipt::methods::${receipt.method}`) })}</p>
        <p className="m-0">
          {t('receipt::reference')}: <span className="break-all font-mono">{receipt.providerReference}</span>
        </p>
        <p className="m-0">{t('receipt::noVat')}</p>
      </div>
    </>
  )
}

/**
 * A printable receipt: number, date, both parties, then a charge's lines, net, VAT and total, or a paid
 * top-up's payment ('Kvittering for indbetaling', no VAT). 'Udskriv' opens the browser's print dialog; on
 * paper only the receipt shows (print styles).
 */
export function ReceiptPage({ invoiceNumber }: { invoiceNumber: number }) {
  const { t } = useTranslation('transactions')
  const { data: receipt } = useSuspenseQuery(receiptQuery(invoiceNumber))
  const title = t(receipt.kind === 'payment' ? 'receipt::paymentTitle' : 'receipt::title', {
    number: receipt.invoiceNumber,
  })
  useDocumentTitle(title)
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to="/bruger/account-transactions">{t('receipt::back')}</BackLink>
        <PrintButton>{t('receipt::print')}</PrintButton>
      </div>
      <article className="flex flex-col gap-6 rounded-xl bg-white p-5 shadow-sm sm:p-8 print:(p-0 shadow-none)">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 tabIndex={-1} className="title-tool">
            {title}
          </h1>
          <dl className="m-0 grid grid-cols-[auto_auto] gap-x-4 text-sm">
            <dt className="text-ink-500">{t('receipt::number')}</dt>
            <dd className="m-0 text-right tabular-nums">{receipt.invoiceNumber}</dd>
            <dt className="text-ink-500">{t('receipt::date')}</dt>
            <dd className="m-0 text-right tabular-nums">{formatDate(receipt.issuedAt)}</dd>
          </dl>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Party heading={t('receipt::seller')} party={receipt.seller} />
          <Party heading={t('receipt::buyer')} party={receipt.buyer} />
        </div>
        {receipt.kind === 'payment' ? <PaymentBody receipt={receipt} /> : <ChargeBody receipt={receipt} />}
      </article>
    </div>
  )
}
