import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BackLink } from '../../../components/ui/BackLink'
import { FactList } from '../../../components/ui/FactList'
import { PrintButton } from '../../../components/ui/PrintButton'
import { formatDate, formatMoney } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { myJobQuery } from '../queries'

/** show_check: one offer as a clean, printable summary (company, CVR, price incl. VAT, text, dates). */
export function OfferCheckPage({ jobId, contactId }: { jobId: number; contactId: number }) {
  const { t } = useTranslation('jobs')
  const { data: job } = useSuspenseQuery(myJobQuery(jobId))
  const contact = job.contacts.find((c) => c.id === contactId && c.offeredAt !== null)
  useDocumentTitle(
    contact ? t('check::documentTitle', { company: contact.company.name }) : t('job::notFound'),
  )
  if (!contact) return <p role="alert">{t('job::notFound')}</p>
  const price =
    contact.priceOre !== null ? (
      <span className="text-xl font-extrabold">{formatMoney(contact.priceOre)}</span>
    ) : null
  const rows: [string, ReactNode][] = [
    [t('check::job'), job.title],
    [t('check::cvr'), contact.company.cvr],
    [t('check::offeredAt'), contact.offeredAt !== null ? formatDate(contact.offeredAt) : null],
    [t('check::appointment'), contact.appointmentAt !== null ? formatDate(contact.appointmentAt) : null],
    [t('check::expires'), contact.expiresAt !== null ? formatDate(contact.expiresAt) : null],
    [t('check::price'), price],
  ]
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5 rounded-xl border border-solid border-gray-200 bg-white p-5 shadow-sm print:(border-0 shadow-none p-0) sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <BackLink to="/bruger/opgave/$jobId" params={{ jobId: String(jobId) }}>
          {t('check::back')}
        </BackLink>
        <PrintButton>{t('check::print')}</PrintButton>
      </div>
      <h1 tabIndex={-1} className="title-tool break-words">
        {t('check::title', { company: contact.company.name })}
      </h1>
      <FactList rows={rows} className="grid gap-x-6 gap-y-1 sm:(grid-cols-[max-content_1fr] gap-y-2)" />
      {contact.offerText ? (
        <section>
          <h2 className="m-0 mb-1 text-base font-semibold text-ink-700">{t('check::text')}</h2>
          <p className="m-0 whitespace-pre-line">{contact.offerText}</p>
        </section>
      ) : null}
    </article>
  )
}
