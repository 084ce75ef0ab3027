import type { Notification } from '../../../domain/schemas/notifications'

/** The newest id among `items`, or `current` when there is none newer. */
export function newestId(items: readonly Pick<Notification, 'id'>[], current: number | undefined) {
  return items.reduce<number | undefined>((max, n) => (max === undefined || n.id > max ? n.id : max), current)
}

/** What a poll shows as toasts: the unread ones, oldest first, at most `limit` (the rest are in the list). */
export function toastsOf(items: readonly Notification[], limit = 3): Notification[] {
  return items
    .filter((n) => !n.read)
    .sort((a, b) => a.id - b.id)
    .slice(-limit)
}
