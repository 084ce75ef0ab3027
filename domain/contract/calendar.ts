import { CalendarQuery, CompanyCalendar, JobSms, JobSmsSent } from '../schemas/calendar'
import { ContactParam } from '../schemas/params'
import { endpoint } from './endpoint'

/** The company's calendar and the SMS with a hired job's dates (calendar_event_company, send_sms_button). */
export const calendarApi = {
  events: endpoint({
    method: 'GET',
    path: '/company/calendar',
    tag: 'calendar',
    summary: 'My calendar events (SMS dates, appointments of my offers) and the jobs I was hired on',
    description: '`from`/`to` (unix seconds) narrow the events to those that touch the range.',
    query: CalendarQuery,
    response: CompanyCalendar,
    auth: 'company',
    errors: [401, 403, 422],
  }),
  sendSms: endpoint({
    method: 'POST',
    path: '/company/contacts/:contactId/sms',
    tag: 'calendar',
    summary: 'SMS the customer the expected start and end of a job I was hired on; makes a calendar event',
    description:
      'Only on a hired contact of mine (404 otherwise). At most 3 per contact a day, exact under parallel requests (429). 409 when the customer has no phone number.',
    params: ContactParam,
    body: JobSms,
    response: JobSmsSent,
    status: 201,
    auth: 'company',
    errors: [401, 403, 404, 409, 422, 429],
  }),
}
