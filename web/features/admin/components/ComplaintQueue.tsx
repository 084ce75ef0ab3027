import { useTranslation } from 'react-i18next'
import { adminSupportApi } from '../../../../domain/contract/support'
import type { AdminComplaint } from '../../../../domain/schemas/support'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { PartyLink } from './bits'
import { QueueCard, QueueFact, QueueFacts, QueueMessages, TicketActions, TicketQueue } from './QueueParts'

const queueKey = ['admin', 'complaints'] as const

/**
 * The staff's complaints queue (issue 18): each customer's complaint with the company, the customer and
 * the job it most likely concerns; reply (e-mailed to the customer), close or reopen. Each is audited.
 */
export function ComplaintQueue() {
  const { t } = useTranslation('support')
  return (
    <TicketQueue
      id="complaint-queue-title"
      title={t('admin::complaintsTitle')}
      lead={t('admin::complaintsLead')}
      queueKey={queueKey}
      load={(status, signal) => call(adminSupportApi.complaints, { query: { status }, signal })}
    >
      {(item) => <ComplaintItem item={item} />}
    </TicketQueue>
  )
}

function ComplaintItem({ item }: { item: AdminComplaint }) {
  const { t } = useTranslation('support')
  const params = { complaintId: String(item.id) }
  const titleId = `complaint-${item.id}`
  return (
    <QueueCard titleId={titleId} title={item.companyName}>
      <QueueFacts>
        <QueueFact term={t('admin::company')}>
          {item.company ? <PartyLink party={item.company} to="company" /> : t('admin::unknownCompany')}
        </QueueFact>
        <QueueFact term={t('admin::customer')}>
          <ComplaintWriter item={item} />
        </QueueFact>
        <QueueFact term={t('admin::job')}>{item.job ? item.job.title : t('admin::noJob')}</QueueFact>
        <QueueFact term={t('admin::complaint')}>
          <blockquote className="m-0 whitespace-pre-wrap break-words border-0 border-l-3 border-solid border-gray-300 pl-3">
            {item.text}
          </blockquote>
          <span className="text-ink-700">{formatDateTime(item.createdAt)}</span>
        </QueueFact>
      </QueueFacts>
      {item.replies.length > 0 ? (
        <QueueMessages
          label={t('admin::replies')}
          messages={item.replies.map((reply) => ({
            ...reply,
            key: reply.id,
            author: t('thread::staff'),
            byStaff: true,
          }))}
        />
      ) : null}
      <TicketActions
        queueKey={queueKey}
        closed={item.status === 'closed'}
        canReply={Boolean(item.customer?.email)}
        // The answer is e-mailed to the customer: the dialog says to whom, and about which company.
        replyTitle={t('admin::replyTo', {
          to: item.customer?.name ?? item.userName,
          about: item.companyName,
        })}
        closeQuestion={{
          title: t('admin::closeComplaintTitle', { company: item.companyName }),
          body: t('admin::closeComplaintBody'),
          confirm: t('admin::closeComplaint'),
        }}
        changeStatus={(status) => call(adminSupportApi.complaintStatus, { params, body: { status } })}
        reply={(message) => call(adminSupportApi.complaintReply, { params, body: { message } })}
      />
    </QueueCard>
  )
}

/**
 * Who complained: the customer's account (a link), and the name written in the form only where it is
 * another ('Jens Østergaard', not 'Jens Østergaard (Skrevet af Jens Østergaard)'); the written name alone
 * when the account is gone.
 */
function ComplaintWriter({ item }: { item: AdminComplaint }) {
  const { t } = useTranslation('support')
  if (!item.customer) return <>{item.userName}</>
  const same = sameName(item.customer.name, item.userName)
  return (
    <>
      <PartyLink party={item.customer} to="user" />
      {same ? null : (
        <>
          {' '}
          <span className="text-ink-700">({t('admin::writtenBy', { name: item.userName })})</span>
        </>
      )}
    </>
  )
}

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'da', { sensitivity: 'accent' }) === 0
