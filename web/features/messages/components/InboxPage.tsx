import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { InboxThread } from '../../../../domain/schemas/messages'
import { inboxPreviewSize } from '../../../../domain/schemas/messages'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { inboxQuery, messageKeys } from '../queries'
import { useInboxAgreement } from '../use-inbox-agreement'
import { MessageThread } from './MessageThread'
import { ThreadFacts } from './ThreadFacts'
import { ThreadRowContent } from './ThreadRow'

const headerKey = messageKeys.inbox(inboxPreviewSize)

export interface InboxPageProps {
  /** The open thread (the route's `kontakt`), if any. */
  openContactId: number | undefined
  onOpen: (contactId: number | undefined) => void
}

/**
 * `/firma/beskeder` and `/bruger/beskeder`: every thread of mine, newest first, unread bold with a dot
 * and a count; the open one beside the list on a wide screen, in place of it on a phone (with its facts
 * in the mobile info modal). Opening a thread marks it read (the thread's own fetch does).
 */
export function InboxPage({ openContactId, onOpen }: InboxPageProps) {
  const { t } = useTranslation('messages')
  const query = useQuery(inboxQuery())
  useInboxAgreement(query.data, headerKey)
  useDocumentTitle(t('inbox::title'))
  const open = query.data?.threads.find((thread) => thread.contactId === openContactId)
  // On a phone the thread takes the list's place, and the list's place back: focus follows, to the
  // thread's heading and back to the thread's row, instead of falling to the page's start.
  const back = useRef<number | undefined>(undefined)
  const listed = query.data !== undefined
  useEffect(() => {
    const id = back.current
    if (open || id === undefined || !listed) return
    back.current = undefined
    document.querySelector<HTMLElement>(`[data-contact="${id}"]`)?.focus()
  }, [open, listed])

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 pb-8">
      <h1 className={`title-tool ${open ? 'max-lg:sr-only' : ''}`}>
        {t('inbox::title')}
        {query.data && query.data.unread > 0 ? (
          <span className="ml-2 align-middle text-base font-semibold text-red-700">
            {t('inbox::unreadTotal', { count: query.data.unread })}
          </span>
        ) : null}
      </h1>
      {query.isPending ? (
        <LoadingStatus>{t('inbox::loading')}</LoadingStatus>
      ) : query.isError ? (
        <LoadFailed
          error={query.error}
          fallback={t('inbox::loadError')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.threads.length === 0 ? (
        <p className="m-0 text-ink-500">{t(`inbox::empty::${query.data.viewer}`)}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[22rem_1fr]">
          <nav aria-label={t('inbox::listLabel')} className={`min-w-0 ${open ? 'max-lg:hidden' : ''}`}>
            <ul className="m-0 flex list-none flex-col gap-1 p-0">
              {query.data.threads.map((thread) => (
                <li key={thread.contactId}>
                  <button
                    type="button"
                    onClick={() => onOpen(thread.contactId)}
                    data-contact={thread.contactId}
                    aria-current={thread.contactId === openContactId ? 'true' : undefined}
                    data-unread={thread.unread > 0 ? thread.unread : undefined}
                    className="flex w-full cursor-pointer rounded-lg border border-gray-200 bg-white p-3 text-left hover:bg-gray-50 aria-[current=true]:(border-brand-500 bg-brand-50) focus-visible:(outline-2 outline-brand-500)"
                  >
                    <ThreadRowContent thread={thread} viewer={query.data.viewer} />
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {open ? (
            <OpenThread
              thread={open}
              viewer={query.data.viewer}
              onBack={() => {
                back.current = open.contactId
                onOpen(undefined)
              }}
            />
          ) : (
            <p className="m-0 text-ink-500 max-lg:hidden">{t('inbox::choose')}</p>
          )}
        </div>
      )}
    </div>
  )
}

function OpenThread({
  thread,
  viewer,
  onBack,
}: {
  thread: InboxThread
  viewer: 'customer' | 'company'
  onBack: () => void
}) {
  const { t } = useTranslation('messages')
  const name = thread.counterpart ?? (viewer === 'company' ? t('thread::customer') : '')
  // The row that opened the thread is hidden on a phone (focus fell to the page): its heading takes it.
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each thread opened, not each render
  useEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body || !(active as HTMLElement).checkVisibility?.())
      heading.current?.focus()
  }, [thread.contactId])
  return (
    <section
      aria-labelledby="open-thread"
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <Button className="btn-secondary h-11 lg:hidden" onPress={onBack}>
          {t('inbox::back')}
        </Button>
        <MobileInfo thread={thread} name={name} />
      </div>
      <h2 id="open-thread" ref={heading} tabIndex={-1} className="m-0 text-lg font-bold text-ink-900">
        {t('inbox::threadTitle', { job: thread.jobTitle, name })}
      </h2>
      <div className="max-lg:hidden">
        <ThreadFacts thread={thread} />
      </div>
      <MessageThread contactId={thread.contactId} viewer={viewer} />
    </section>
  )
}

/** modal_info_mobil: on a phone the facts open in a full-screen dialog instead of taking the thread's room. */
function MobileInfo({ thread, name }: { thread: InboxThread; name: string }) {
  const { t } = useTranslation('messages')
  return (
    <DialogTrigger>
      <Button className="btn-secondary h-11 lg:hidden">{t('inbox::info')}</Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-stretch bg-ink-900/50">
        <Modal className="w-full bg-white outline-none">
          <Dialog className="flex h-full flex-col gap-4 overflow-y-auto p-4 outline-none">
            {({ close }) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <Heading slot="title" className="m-0 text-xl font-bold text-ink-900">
                    {name || thread.jobTitle}
                  </Heading>
                  <Button className="btn-secondary h-11" onPress={close}>
                    {t('inbox::close')}
                  </Button>
                </div>
                <ThreadFacts thread={thread} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
