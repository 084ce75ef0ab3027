import { useTranslation } from 'react-i18next'
import type { InboxThread } from '../../../../domain/schemas/messages'
import { messageDay } from '../time'

/**
 * One thread in a list (the messages page and the header's dropdown): the other side's name as the
 * privacy rule allows, the job, the newest message and when; unread ones bold with a dot and a count.
 */
export function ThreadRowContent({
  thread,
  viewer,
}: {
  thread: InboxThread
  viewer: 'customer' | 'company'
}) {
  const { t } = useTranslation('messages')
  const unread = thread.unread > 0
  const when = messageDay(thread.last.createdAt)
  const name = thread.counterpart ?? (viewer === 'company' ? t('thread::customer') : '')
  return (
    <span className="flex min-w-0 flex-1 items-start gap-2">
      <span
        aria-hidden="true"
        className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-red-600' : 'bg-transparent'}`}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${unread ? 'font-bold text-ink-900' : 'font-semibold text-ink-700'}`}>
            {name}
          </span>
          <span className="shrink-0 text-xs text-ink-500">
            {when.day === 'date' ? when.date : t(`thread::${when.day}`, { time: when.time })}
          </span>
        </span>
        <span className={`truncate text-sm ${unread ? 'font-semibold text-ink-900' : 'text-ink-700'}`}>
          {thread.jobTitle}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-ink-500">
            {thread.last.mine ? `${t('thread::you')}: ` : ''}
            {thread.last.body}
          </span>
          {unread ? (
            <span className="shrink-0 rounded-full bg-red-600 px-2 text-xs font-bold leading-5 text-white">
              <span className="sr-only">{t('inbox::unreadCount', { count: thread.unread })}</span>
              <span aria-hidden="true">{thread.unread}</span>
            </span>
          ) : null}
        </span>
      </span>
    </span>
  )
}
