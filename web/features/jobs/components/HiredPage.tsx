import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FactList } from '../../../components/ui/FactList'
import { PageTitle } from '../../../components/ui/PageTitle'
import { phoneFact } from '../../../components/ui/PhoneLink'
import { Section } from '../../../components/ui/Section'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { myJobQuery } from '../queries'

/** `/bruger/leverandorhyret/{job_id}/?contact_id=`: thank you, how to reach the company, what happens now. */
export function HiredPage({ jobId, contactId }: { jobId: number; contactId: number }) {
  const { t } = useTranslation('jobs')
  const { data: job } = useSuspenseQuery(myJobQuery(jobId))
  const chosen = job.contacts.find((c) => c.id === contactId)
  // The thank-you page stays the company's contact card while the work is on (a cancellation waiting for
  // the admin included); a link to it opened after the job was closed says so, not that nobody was chosen.
  const contact = chosen?.state === 'hired' || chosen?.state === 'cancel_pending' ? chosen : undefined
  useDocumentTitle(t('hired::documentTitle'))
  if (!contact) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 py-4">
        <h1 tabIndex={-1} className="title-display break-words">
          {job.title}
        </h1>
        <p role="alert" className="m-0">
          {chosen?.state === 'completed'
            ? t('hired::completed', { company: chosen.company.name })
            : t('hired::notHired')}
        </p>
        <ToJobLink jobId={jobId} className="btn-secondary min-h-11 box-border self-start" />
      </div>
    )
  }
  const { company } = contact
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 pb-8">
      <PageTitle
        level="display"
        long
        title={t('hired::title', { company: company.name })}
        lead={t('hired::lead')}
      />
      <Section tone="brand" id="hired-contact" title={t('hired::contactTitle')}>
        <p className="m-0 mb-2 text-xl font-bold">
          <a href={`/${company.slug}`}>{company.name}</a>
        </p>
        <FactList
          rows={[
            [t('offer::phone'), phoneFact(company.phone)],
            [t('offer::mobile'), phoneFact(company.mobile)],
            [t('hired::city'), company.city],
          ]}
          className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1"
        />
      </Section>
      <section aria-labelledby="hired-next">
        <h2 id="hired-next" className="m-0 mb-2 text-lg font-bold">
          {t('hired::nextTitle')}
        </h2>
        <ol className="m-0 flex flex-col gap-1 pl-5 text-ink-700">
          <li>{t('hired::next1')}</li>
          <li>{t('hired::next2')}</li>
          <li>{t('hired::next3')}</li>
        </ol>
      </section>
      <div className="flex flex-wrap gap-2">
        <ToJobLink jobId={jobId} className="btn-primary min-h-11 box-border" />
        <Link
          to="/bruger/opgaver"
          search={{ job: jobId }}
          className="btn-secondary min-h-11 box-border no-underline"
        >
          {t('hired::toJobs')}
        </Link>
      </div>
    </div>
  )
}

/** 'Se opgaven': the job's own page. */
function ToJobLink({ jobId, className }: { jobId: number; className: string }) {
  const { t } = useTranslation('jobs')
  return (
    <Link
      to="/bruger/opgave/$jobId"
      params={{ jobId: String(jobId) }}
      className={`${className} no-underline`}
    >
      {t('hired::toJob')}
    </Link>
  )
}
