import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { supportApi } from '../../../../domain/contract/support'
import {
  type SupportCaseThread,
  SupportMessageRequest,
  TicketStatusRequest,
} from '../../../../domain/schemas/support'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { DialogCard } from '../../../components/ui/DialogCard'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { supportCaseQuery, supportCasesKey } from '../queries'
import { CaseStatus } from './SupportPage'

/** modal_support_messages: one case's thread, a message to the staff, and the case's status (sendtiketstatus). */
export function CaseDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const { t } = useTranslation('support')
  const query = useQuery(supportCaseQuery(caseId))
  const queryClient = useQueryClient()
  const update = (thread: SupportCaseThread) => {
    queryClient.setQueryData(supportCaseQuery(caseId).queryKey, thread)
    void queryClient.invalidateQueries({ queryKey: supportCasesKey, exact: true })
  }
  return (
    <DialogCard
      title={query.data?.case.subject ?? (query.isPending ? t('thread::loading') : t('thread::title'))}
      closeLabel={t('thread::close')}
      onClose={onClose}
      fullScreenOnPhone
      width="max-w-2xl"
    >
      {query.isPending ? (
        <LoadingStatus>{t('thread::loading')}</LoadingStatus>
      ) : query.isError ? (
        <LoadFailed
          error={query.error}
          fallback={t('thread::loadError')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Thread thread={query.data} onChange={update} />
      )}
    </DialogCard>
  )
}

function Thread({
  thread,
  onChange,
}: {
  thread: SupportCaseThread
  onChange: (t: SupportCaseThread) => void
}) {
  const { t } = useTranslation('support')
  const id = String(thread.case.id)
  const canWrite = thread.actions.includes('write')
  const message = useForm({
    initial: () => ({ message: '' }),
    schema: SupportMessageRequest,
    submit: async (body) => {
      onChange(await call(supportApi.send, { params: { caseId: id }, body }))
      message.set('message', '')
      notify({ type: 'success', note: t('thread::sent') })
    },
  })
  const closing = thread.actions.includes('close')
  const ticket = useForm({
    initial: () => ({ text: '' }),
    schema: TicketStatusRequest,
    input: (values) => ({ ...values, status: closing ? 'closed' : 'open' }),
    submit: async (body) => {
      onChange(await call(supportApi.status, { params: { caseId: id }, body }))
      ticket.set('text', '')
      notify({ type: 'success', note: t('thread::statusChanged') })
    },
  })
  return (
    <div className="flex flex-col gap-4">
      <CaseStatus status={thread.case.status} className="self-start">
        {t(`status::${thread.case.status}`)}
      </CaseStatus>
      <ol className="m-0 flex list-none flex-col gap-2 p-0" aria-label={t('admin::thread')}>
        {thread.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg p-3 ${m.author === 'admin' ? 'bg-brand-50 mr-6' : 'bg-gray-50 ml-6'}`}
          >
            <span className="font-semibold">
              {m.author === 'admin' ? t('thread::staff') : t('thread::you')}
            </span>{' '}
            <span className="text-sm text-ink-700">{formatDateTime(m.createdAt)}</span>
            <p className="m-0 mt-1 whitespace-pre-wrap break-words">{m.body}</p>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <Form form={message} className="flex flex-col gap-3">
          <FormSummary />
          <TextAreaField name="message" label={t('thread::message')} isRequired rows={3} maxLength={2000} />
          <SubmitButton
            label={t('thread::send')}
            pendingLabel={t('thread::sending')}
            className="btn-primary h-11 text-base sm:self-end"
          />
        </Form>
      ) : (
        <p className="m-0 text-ink-700">{t('thread::closedNote')}</p>
      )}
      <Form form={ticket} className="flex flex-col gap-3 border-0 border-t border-solid border-gray-200 pt-4">
        <h3 className="m-0 text-base font-bold">{t('thread::statusHeading')}</h3>
        <FormSummary />
        <TextAreaField name="text" label={t('thread::statusText')} isRequired rows={2} maxLength={2000} />
        <SubmitButton
          label={closing ? t('thread::closeCase') : t('thread::reopenCase')}
          pendingLabel={t('thread::sending')}
          className="btn-secondary h-11 text-base sm:self-end"
        />
      </Form>
    </div>
  )
}
