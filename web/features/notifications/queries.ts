import { queryOptions } from '@tanstack/react-query'
import { notificationsApi } from '../../../domain/contract/notifications'
import type { NotificationSettings } from '../../../domain/schemas/notifications'
import { call } from '../../lib/api'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  settings: () => ['notifications', 'settings'] as const,
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => call(notificationsApi.list, { query: {}, signal }),
  })

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => call(notificationsApi.settings, { signal }),
  })

/** Notifications newer than `after` (the poll) with the unread count. */
export const newNotifications = (after: number | undefined) =>
  call(notificationsApi.list, { query: { after: after === undefined ? undefined : String(after) } })

export const markRead = (ids?: number[]) => call(notificationsApi.markRead, { body: ids ? { ids } : {} })
export const saveSettings = (settings: NotificationSettings) =>
  call(notificationsApi.saveSettings, { body: settings })
