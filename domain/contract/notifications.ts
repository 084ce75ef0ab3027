import {
  MarkReadRequest,
  NotificationList,
  NotificationQuery,
  NotificationSettings,
  UnreadCount,
} from '../schemas/notifications'
import { endpoint } from './endpoint'

/** The session's company's notifications and how it wants them; nobody sees another company's. */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/company/notifications',
    tag: 'notifications',
    summary: 'My notifications, newest first (50), or those after an id (the poll), with the unread count',
    query: NotificationQuery,
    response: NotificationList,
    auth: 'company',
    errors: [401, 403],
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/company/notifications/read',
    tag: 'notifications',
    summary: 'Mark some or all of my notifications read; answers the unread count left',
    body: MarkReadRequest,
    response: UnreadCount,
    auth: 'company',
    errors: [401, 403, 422],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/company/notifications/settings',
    tag: 'notifications',
    summary: 'Whether my notifications also come by e-mail and by SMS',
    response: NotificationSettings,
    auth: 'company',
    errors: [401, 403],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/company/notifications/settings',
    tag: 'notifications',
    summary: 'Turn e-mail or SMS (notifications_phone) notifications on or off',
    body: NotificationSettings,
    response: NotificationSettings,
    auth: 'company',
    errors: [401, 403, 422],
  }),
}
