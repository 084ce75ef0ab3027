import { Hono } from 'hono'
import { bookingsApi } from '../../../domain/contract/bookings'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { getBooking, listBookings, markBookingSeen } from './list-bookings'

/** The company's bookings (its won jobs); every query is scoped by the caller's company. */
export const bookingsRoutes = new Hono<AppBindings>()

route(bookingsRoutes, bookingsApi.list, (c, { query }) =>
  listBookings(database(c.env.DB), myCompanyId(c), query),
)

route(bookingsRoutes, bookingsApi.one, (c, { params }) =>
  getBooking(database(c.env.DB), myCompanyId(c), params.contactId),
)

route(bookingsRoutes, bookingsApi.seen, (c, { params }) =>
  markBookingSeen(database(c.env.DB), myCompanyId(c), params.contactId, clock.now()),
)
