import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button, Switch } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { Notification, NotificationSettings } from '../../../../domain/schemas/notifications'
import { Section } from '../../../components/ui/Section'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { messageDay } from '../../messages/time'
import {
  markRead,
  notificationKeys,
  notificationSettingsQuery,
  notificationsQuery,
  saveSettings,
} from '../queries'

/** `/firma/notifikationer`: the company's notifications, newest first, unread marked, and how it hears of them. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications')
  useDocumentTitle(t('title'))
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(notificationsQuery())
  const when = (seconds: number) => {
    const day = messageDay(seconds)
    return day.day === 'date'
      ? `${day.date} ${day.time}`
      : t(`messages:::thread::${day.day}`, { time: day.time })
  }
  const read = useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
    onError: notifyFailure,
  })
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 tabIndex={-1} className="title-tool">
          {t('title')}
        </h1>
        {data.unread > 0 ? (
          <Button
            className="btn-secondary h-10 px-4"
            isDisabled={read.isPending}
            onPress={() => read.mutate(undefined)}
          >
            {t('markAll')}
          </Button>
        ) : null}
      </div>
      {data.items.length === 0 ? <p className="m-0 text-ink-700">{t('empty')}</p> : null}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {data.items.map((n) => (
          <li
            key={n.id}
            data-notification={n.type}
            className={`flex flex-col gap-2 rounded-xl border border-solid p-4 sm:flex-row sm:items-center sm:justify-between ${
              n.read ? 'border-ink-200 bg-white' : 'border-brand-300 bg-brand-50'
            }`}
          >
            <div className="flex min-w-0 flex-col gap-1">
              <strong>
                {n.read ? null : <span className="sr-only">{t('unread')}: </span>}
                {t(`types::${n.type}`)}
              </strong>
              <span className="break-words text-ink-800">{n.note}</span>
              <span className="text-sm text-ink-600">{when(n.createdAt)}</span>
            </div>
            <div className="flex flex-wrap gap-2">
              <WayOn notification={n} onFollow={() => (n.read ? undefined : read.mutate([n.id]))} />
              {n.read ? null : (
                <Button
                  className="btn-secondary h-10 px-4"
                  isDisabled={read.isPending}
                  onPress={() => read.mutate([n.id])}
                >
                  {t('markRead')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <SettingsSection />
    </div>
  )
}

/** Where a notification leads: its job, the reviews to reply under, or the support cases. */
function WayOn({ notification: n, onFollow }: { notification: Notification; onFollow: () => void }) {
  const { t } = useTranslation('notifications')
  const className = 'btn-primary h-10 px-4 no-underline'
  if (n.jobId !== null)
    return (
      <Link to="/firma/opgaver" search={{ jobid: n.jobId }} className={className} onClick={onFollow}>
        {t('openJob')}
      </Link>
    )
  if (n.type === 'new_review')
    return (
      <Link to="/firma/anmeldelser" className={className} onClick={onFollow}>
        {t('openReviews')}
      </Link>
    )
  if (n.type === 'support_reply')
    return (
      <Link to="/hjaelp/firma" className={className} onClick={onFollow}>
        {t('openSupport')}
      </Link>
    )
  return null
}

/** notifications_phone: e-mail and SMS switches, saved as they are flipped. */
function SettingsSection() {
  const { t } = useTranslation('notifications')
  const queryClient = useQueryClient()
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery())
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings(), saved)
      notify({ type: 'success', note: t('settings::saved') })
    },
    onError: notifyFailure,
  })
  const flip = (key: keyof NotificationSettings, value: boolean) => save.mutate({ ...settings, [key]: value })
  return (
    <Section stack id="notification-settings" title={t('settings::heading')}>
      {(['email', 'sms'] as const).map((key) => (
        <Switch
          key={key}
          isSelected={settings[key]}
          isDisabled={save.isPending}
          onChange={(value) => flip(key, value)}
          className="group flex cursor-pointer items-center gap-3"
        >
          <span className="flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-300 p-0.5 transition group-data-[selected]:bg-brand-600 group-data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2 outline)">
            <span className="h-5 w-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-5" />
          </span>
          <span>{t(`settings::${key}`)}</span>
        </Switch>
      ))}
    </Section>
  )
}
