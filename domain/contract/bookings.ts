import { Booking, BookingParam, BookingsPage, BookingsQuery } from '../schemas/bookings'
import { endpoint } from './endpoint'

/**
 * The company's bookings: the jobs it was hired on (get_dine_bookinger_pagination, vundne_tab2) and one
 * booking. Every row is read through `contact.company_id = my company`; another company's is a 404.
 */
export const bookingsApi = {
  list: endpoint({
    method: 'GET',
    path: '/company/bookings',
    tag: 'bookings',
    summary: 'My bookings (contacts I was hired on), newest hire first, one page at a time',
    description:
      '`page` starts at 1. `search`: every word a prefix of a word of the job (title, description, city, category; FTS5). A page beyond the last answers no items and `redirectFirstPage: true` (vundne_tab2 is_redirect_first_page).',
    query: BookingsQuery,
    response: BookingsPage,
    auth: 'company',
    errors: [401, 403, 422],
  }),
  one: endpoint({
    method: 'GET',
    path: '/company/bookings/:contactId',
    tag: 'bookings',
    summary: 'One booking of mine: the job, the offer it was won with, the customer and the SMS dates sent',
    params: BookingParam,
    response: Booking,
    auth: 'company',
    errors: [401, 403, 404],
  }),
  seen: endpoint({
    method: 'POST',
    path: '/company/bookings/:contactId/seen',
    tag: 'bookings',
    summary: 'I opened this booking: its unseen dot goes (company_seen_selection)',
    params: BookingParam,
    response: null,
    auth: 'company',
    errors: [401, 403, 404],
  }),
}
