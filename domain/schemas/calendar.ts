import * as v from 'valibot'

/**
 * Contracts of the company's calendar (calendar_event_company) and the SMS about a hired job
 * (send_sms_button). Times are unix seconds (UTC), shown in Europe/Copenhagen.
 */

/** SMS a company may send about one contact per window (atomic in D1, decision 008). */
export const jobSmsPerContact = 3
export const jobSmsWindowSeconds = 24 * 60 * 60

const missingDates = 'calendar:::errors::datesRequired'
const Moment = v.pipe(
  v.number(missingDates),
  v.integer(missingDates),
  v.minValue(1, missingDates),
  v.maxValue(4_102_444_800, missingDates),
)

/**
 * The SMS data of the spec: start_date and end_date; both required, the end after the start (the form
 * copies the start into the end, as the spec has it; sent unchanged it would text 'fra 08.00 til 08.00').
 */
export const JobSms = v.pipe(
  v.object({ startDate: Moment, endDate: Moment }, missingDates),
  v.forward(
    v.check((dates) => dates.endDate > dates.startDate, 'calendar:::errors::endAfterStart'),
    ['endDate'],
  ),
)
export type JobSms = v.InferInput<typeof JobSms>

export const eventKinds = ['sms', 'appointment'] as const
export const EventKind = v.picklist(eventKinds)

/** One event of mine: the dates I sent by SMS, or an appointment I offered; it opens its job. */
export const CalendarEvent = v.object({
  id: v.string(),
  kind: EventKind,
  jobId: v.number(),
  contactId: v.number(),
  title: v.string(),
  startsAt: v.number(),
  /** Null for an appointment (a moment, not a span). */
  endsAt: v.nullable(v.number()),
})
export type CalendarEvent = v.InferOutput<typeof CalendarEvent>

/** A job I was hired on: the SMS form is offered for it; `smsSentAt` is when I sent the dates it holds. */
export const PlannableJob = v.object({
  contactId: v.number(),
  jobId: v.number(),
  title: v.string(),
  city: v.string(),
  smsSentAt: v.nullable(v.number()),
  /** The dates that SMS carried (null before the first): the form shows them after a reload. */
  smsStartDate: v.nullable(v.number()),
  smsEndDate: v.nullable(v.number()),
})
export type PlannableJob = v.InferOutput<typeof PlannableJob>

export const CalendarQuery = v.object({
  from: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
  to: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
})

export const CompanyCalendar = v.object({ events: v.array(CalendarEvent), hired: v.array(PlannableJob) })
export type CompanyCalendar = v.InferOutput<typeof CompanyCalendar>

export const JobSmsSent = v.object({ event: CalendarEvent })
