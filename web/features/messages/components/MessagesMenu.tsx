import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { inboxPreviewSize } from '../../../../domain/schemas/messages'
import { LineIcon } from '../../../components/ui/Icon'
import { UnreadBadge } from '../../../components/ui/UnreadBadge'
import { useMe } from '../../../lib/session'
import { inboxQuery, messageKeys } from '../queries'
import { useInboxAgreement } from '../use-inbox-agreement'
import { ThreadRowContent } from './ThreadRow'

/** The messages page's list, kept in step with the badge. */
const pageKey = messageKeys.inbox(undefined)

/**
 * The header's messages entry for a customer or a company: the unread badge (spec
 * `update_number_red_dot`: none at 0, else the count) and the message list dropdown (the newest five
 * threads, unread marked, and a link to all). Polled, never reloaded (decision 014).
 */
export function MessagesMenu() {
  const { me } = useMe()
  if (me?.role !== 'company' && me?.role !== 'customer') return null
  // Its texts load on first use: the header never waits for them.
  return (
    <Suspense fallback={null}>
      <Menu role={me.role} />
    </Suspense>
  )
}

function Menu({ role }: { role: 'company' | 'customer' }) {
  const { t } = useTranslation('messages')
  const query = useQuery(inboxQuery(inboxPreviewSize))
  const unread = query.data?.unread ?? 0
  useInboxAgreement(query.data, pageKey)
  const all = role === 'company' ? '/firma/beskeder' : '/bruger/beskeder'
  return (
    <DialogTrigger>
      <Button
        aria-label={unread > 0 ? t('inbox::menuUnread', { count: unread }) : t('inbox::menu')}
        className="relative inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent text-ink-700 hover:bg-ink-100 focus-visible:(outline-2 outline-brand-500)"
        data-testid="messages-menu"
      >
        <LineIcon className="h-6 w-6">
          <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
        </LineIcon>
        <UnreadBadge count={unread} testId="messages-badge" />
      </Button>
      <Popover
        placement="bottom end"
        className="w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-gray-200 bg-white shadow-lg outline-none"
      >
        <Dialog className="flex flex-col gap-2 p-3 outline-none" aria-labelledby="messages-menu-title">
          {({ close }) => (
            <>
              <Heading id="messages-menu-title" className="m-0 text-base font-bold text-ink-900">
                {t('inbox::title')}
              </Heading>
              {query.data && query.data.threads.length > 0 ? (
                <ul className="m-0 flex list-none flex-col gap-1 p-0">
                  {query.data.threads.map((thread) => (
                    <li key={thread.contactId}>
                      <Link
                        to={all}
                        search={{ kontakt: thread.contactId }}
                        onClick={close}
                        className="flex rounded-lg p-2 text-inherit no-underline hover:bg-gray-50"
                      >
                        <ThreadRowContent thread={thread} viewer={role} />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="m-0 text-sm text-ink-500">
                  {query.isPending ? t('inbox::loading') : t(`inbox::empty::${role}`)}
                </p>
              )}
              <Link to={all} onClick={close} className="self-start font-semibold">
                {t('inbox::all')}
              </Link>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
