import { Hono } from 'hono'
import { calendarApi } from '../../../domain/contract/calendar'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { route } from '../../lib/route'
import { listCalendar } from './list-calendar'
import { sendJobSms } from './send-job-sms'

/** The company's calendar and the SMS with a hired job's dates; scoped by the caller's company. */
export const calendarRoutes = new Hono<AppBindings>()

route(calendarRoutes, calendarApi.events, (c, { query }) =>
  listCalendar(database(c.env.DB), myCompanyId(c), query),
)

route(calendarRoutes, calendarApi.sendSms, (c, { params, body }) =>
  thenDeliver(c, sendJobSms(c.env.DB, myCompanyId(c), params.contactId, body)),
)
