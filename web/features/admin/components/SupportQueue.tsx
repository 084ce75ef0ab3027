import { useTranslation } from 'react-i18next'
import { adminSupportApi } from '../../../../domain/contract/support'
import type { AdminSupportCase } from '../../../../domain/schemas/support'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { PartyLink } from './bits'
import { QueueCard, QueueFact, QueueFacts, QueueMessages, TicketActions, TicketQueue } from './QueueParts'

const queueKey = ['admin', 'support'] as const

/**
 * The staff's support queue (issue 18): the companies' cases by status with a count of each; a reply
 * reaches the company as a notification and by e-mail; close or reopen. Each decision is audited.
 */
export function SupportQueue() {
  const { t } = useTranslation('support')
  return (
    <TicketQueue
      id="support-queue-title"
      title={t('admin::supportTitle')}
      lead={t('admin::supportLead')}
      queueKey={queueKey}
      load={(status, signal) => call(adminSupportApi.cases, { query: { status }, signal })}
    >
      {(item) => <CaseItem item={item} />}
    </TicketQueue>
  )
}

function CaseItem({ item }: { item: AdminSupportCase }) {
  const { t } = useTranslation('support')
  const params = { caseId: String(item.id) }
  const titleId = `support-case-${item.id}`
  return (
    <QueueCard titleId={titleId} title={item.subject}>
      <p className="m-0 text-sm text-ink-700">
        {t('admin::created', { when: formatDateTime(item.createdAt) })}
      </p>
      <QueueFacts>
        <QueueFact term={t('admin::company')}>
          <PartyLink party={item.company} to="company" />
        </QueueFact>
      </QueueFacts>
      <QueueMessages
        label={t('admin::thread')}
        messages={item.messages.map((m) => ({
          ...m,
          key: m.id,
          author: m.author === 'admin' ? t('thread::staff') : item.company.name,
          byStaff: m.author === 'admin',
        }))}
      />
      <TicketActions
        queueKey={queueKey}
        closed={item.status === 'closed'}
        canReply
        // The answer goes to the company: the dialog says to whom, and on which case.
        replyTitle={t('admin::replyToCase', { to: item.company.name, subject: item.subject })}
        closeQuestion={{
          title: t('admin::closeCaseTitle', { subject: item.subject }),
          body: t('admin::closeCaseBody'),
          confirm: t('admin::closeCase'),
        }}
        changeStatus={(status) => call(adminSupportApi.status, { params, body: { status } })}
        reply={(message) => call(adminSupportApi.reply, { params, body: { message } })}
      />
    </QueueCard>
  )
}
