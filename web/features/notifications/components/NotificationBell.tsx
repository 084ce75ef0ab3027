import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notificationPollMs } from '../../../../domain/schemas/notifications'
import { LineIcon } from '../../../components/ui/Icon'
import { notify } from '../../../components/ui/toast/toast-queue'
import { UnreadBadge } from '../../../components/ui/UnreadBadge'
import { useMe } from '../../../lib/session'
import { newestId, toastsOf } from '../poll'
import { newNotifications, notificationKeys } from '../queries'

/**
 * The header's bell for a company: the unread count (none shown at 0), polled every 30 s while the page
 * is open (decision: poll, like the message badge); what arrived since the last poll shows as 'info'
 * toasts. Nothing for other roles.
 */
export function NotificationBell() {
  const { me } = useMe()
  if (me?.role !== 'company') return null
  // Its texts load on first use: the header never waits for them.
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  )
}

function Bell() {
  const { t } = useTranslation('notifications')
  const queryClient = useQueryClient()
  const [unread, setUnread] = useState(0)
  const lastId = useRef<number | undefined>(undefined)

  useEffect(() => {
    let stopped = false
    const poll = async (first: boolean) => {
      if (document.visibilityState === 'hidden' && !first) return
      try {
        const page = await newNotifications(first ? undefined : lastId.current)
        if (stopped) return
        setUnread(page.unread)
        if (!first && page.items.length > 0) {
          for (const n of toastsOf(page.items))
            notify({ type: 'info', note: `${t(`types::${n.type}`)}: ${n.note}` })
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
        }
        lastId.current = newestId(page.items, lastId.current)
      } catch {
        // A failed poll is retried at the next tick; the bell keeps its last count.
      }
    }
    void poll(true)
    const timer = setInterval(() => void poll(false), notificationPollMs)
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      // The list page read or marked notifications: the count follows without waiting for the poll.
      if (event.type === 'updated' && event.query.queryKey[0] === 'notifications' && event.query.state.data) {
        const data = event.query.state.data as { unread?: number }
        if (typeof data.unread === 'number') setUnread(data.unread)
      }
    })
    return () => {
      stopped = true
      clearInterval(timer)
      unsubscribe()
    }
  }, [queryClient, t])

  return (
    <Link
      to="/firma/notifikationer"
      aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 no-underline hover:bg-ink-100 focus-visible:(outline-2 outline-brand-500)"
      data-testid="notification-bell"
    >
      <LineIcon className="h-6 w-6">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
      </LineIcon>
      <UnreadBadge count={unread} />
    </Link>
  )
}
