import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { supportApi } from '../../../../domain/contract/support'
import { CreateSupportCaseRequest, type SupportCaseSummary } from '../../../../domain/schemas/support'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { PagePart } from '../../../components/ui/PagePart'
import { PageTitle } from '../../../components/ui/PageTitle'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { scrollToElement } from '../../../lib/scroll'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { supportCasesKey, supportCasesQuery } from '../queries'
import { CaseDialog } from './CaseDialog'

const sections = ['bidding', 'plans', 'balance', 'calendar', 'closing'] as const

const statusClass: Record<SupportCaseSummary['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-gray-100 text-ink-700',
}

/** A case's status as a pill in the status's colour (in the list of cases and in the case's dialog). */
export function CaseStatus({
  status,
  className,
  children,
}: {
  status: SupportCaseSummary['status']
  className?: string
  children: ReactNode
}) {
  const pill = `rounded-full px-3 py-0.5 text-sm font-semibold ${statusClass[status]}`
  return <span className={className ? `${className} ${pill}` : pill}>{children}</span>
}

/**
 * `/hjaelp/firma`: short help on what a company does here, the form that opens a support case, and the
 * company's cases, each opening its thread (modal_support_messages) in a dialog.
 */
export function SupportPage({
  prefillPricelist,
  openCaseId,
  onOpenCase,
}: {
  prefillPricelist: boolean
  openCaseId: number | null
  onOpenCase: (caseId: number | null) => void
}) {
  const { t } = useTranslation('support')
  useDocumentTitle(t('help::title'))
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <section aria-labelledby="help-title" className="flex flex-col gap-4">
        <PageTitle id="help-title" title={t('help::title')} lead={t('help::lead')} />
        <div className="flex flex-col gap-2">
          {sections.map((key) => (
            <details key={key} className="rounded-xl border border-solid border-gray-200 bg-white p-4">
              <summary className="cursor-pointer text-lg font-semibold">
                {t(`help::sections::${key}::title`)}
              </summary>
              <p className="m-0 mt-2 text-ink-800">{t(`help::sections::${key}::body`)}</p>
            </details>
          ))}
        </div>
      </section>
      <CreateCase prefillPricelist={prefillPricelist} onCreated={onOpenCase} />
      <CaseList onOpen={onOpenCase} />
      {openCaseId !== null ? <CaseDialog caseId={openCaseId} onClose={() => onOpenCase(null)} /> : null}
    </div>
  )
}

function CreateCase({
  prefillPricelist,
  onCreated,
}: {
  prefillPricelist: boolean
  onCreated: (caseId: number) => void
}) {
  const { t } = useTranslation('support')
  const queryClient = useQueryClient()
  const section = useRef<HTMLElement>(null)
  const form = useForm({
    initial: () => ({ subject: prefillPricelist ? t('form::pricelistSubject') : '', message: '' }),
    schema: CreateSupportCaseRequest,
    submit: async (body) => {
      const made = await call(supportApi.create, { body })
      form.set('subject', '')
      form.set('message', '')
      notify({ type: 'success', note: t('form::created') })
      await queryClient.invalidateQueries({ queryKey: supportCasesKey })
      onCreated(made.case.id)
    },
  })
  // ?title=: the form is what the visitor came for. After the next frame: the router restores the
  // scroll position to the top once the page has rendered, which undid an immediate scroll.
  useEffect(() => {
    if (!prefillPricelist) return
    let stop = () => {}
    const frame = requestAnimationFrame(() => {
      if (!section.current) return
      stop = scrollToElement(section.current)
      section.current.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true })
    })
    return () => {
      cancelAnimationFrame(frame)
      stop()
    }
  }, [prefillPricelist])
  return (
    <Section stack ref={section} id="create-case-title" title={t('form::heading')}>
      <p className="m-0 text-ink-700">{t('form::lead')}</p>
      <Form form={form} className="flex flex-col gap-4">
        <FormSummary />
        <TextField name="subject" label={t('form::subject')} isRequired maxLength={160} />
        <TextAreaField name="message" label={t('form::message')} isRequired rows={5} maxLength={2000} />
        <SubmitButton
          label={t('form::submit')}
          pendingLabel={t('form::sending')}
          className="btn-primary h-11 text-base sm:self-start"
        />
      </Form>
    </Section>
  )
}

function CaseList({ onOpen }: { onOpen: (caseId: number) => void }) {
  const { t } = useTranslation('support')
  const query = useQuery(supportCasesQuery())
  return (
    <PagePart id="cases-title" title={t('cases::heading')}>
      {query.isPending ? null : query.isError ? (
        <LoadFailed
          error={query.error}
          fallback={t('cases::loadError')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <p className="m-0 text-ink-700">{t('cases::empty')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {query.data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-solid border-gray-200 bg-white p-3"
            >
              <div className="flex min-w-0 grow basis-56 flex-col">
                <span className="font-semibold break-words">{item.subject}</span>
                <span className="text-sm text-ink-700">
                  {t('cases::created', { when: formatDateTime(item.createdAt) })} ·{' '}
                  {t('cases::messages', { count: item.messageCount })}
                </span>
              </div>
              <CaseStatus status={item.status}>
                {item.status === 'answered' && item.lastAuthor === 'admin'
                  ? t('cases::newAnswer')
                  : t(`status::${item.status}`)}
              </CaseStatus>
              <Button className="btn-secondary h-10" onPress={() => onOpen(item.id)}>
                {t('cases::open')}
                <span className="sr-only">: {item.subject}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PagePart>
  )
}
