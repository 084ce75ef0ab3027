import { Hono } from 'hono'
import { notificationsApi } from '../../../domain/contract/notifications'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { listNotifications } from './list-notifications'
import { markRead } from './mark-read'
import { readSettings, saveSettings } from './settings'

/** The company's notifications and their settings; every query is scoped by the caller's company. */
export const notificationsRoutes = new Hono<AppBindings>()

route(notificationsRoutes, notificationsApi.list, (c, { query }) =>
  listNotifications(database(c.env.DB), myCompanyId(c), query.after),
)

route(notificationsRoutes, notificationsApi.markRead, (c, { body }) =>
  markRead(database(c.env.DB), myCompanyId(c), body.ids),
)

route(notificationsRoutes, notificationsApi.settings, (c) => readSettings(database(c.env.DB), myCompanyId(c)))

route(notificationsRoutes, notificationsApi.saveSettings, (c, { body }) =>
  saveSettings(database(c.env.DB), myCompanyId(c), body),
)
