import * as v from 'valibot'
import { contactLifecycle } from '../lifecycle/contact'
import { transitionOf } from '../lifecycle/define'
import { ContactState } from './contact'
import { OfferFields } from './offer'
import { PageNumber, pageOf } from './page'
import { PositiveIdOr404 } from './params'

/**
 * Contracts of the company's bookings (its won jobs): the sidebar's booking list
 * (get_dine_bookinger_pagination: page, search → contact ids, headlines, milestone, exist_calendar,
 * company_seen_selection), the won-jobs page (vundne_tab2: page → is_redirect_first_page) and one
 * booking (`/firma/bookings/{id}`).
 */

/**
 * A contact is a booking from the hire on: the hired state and every state the lifecycle table reaches
 * from it (completed, the pending cancellation, cancelled). Read from the table, so a new state after
 * the hire is a booking without a change here.
 */
export const bookingStates: readonly ContactState[] = (() => {
  const reached = new Set<ContactState>([transitionOf(contactLifecycle, 'hire').to])
  for (let grew = true; grew; ) {
    grew = false
    for (const t of contactLifecycle.transitions)
      if (t.from.some((s) => reached.has(s)) && !reached.has(t.to)) {
        reached.add(t.to)
        grew = true
      }
  }
  return contactLifecycle.states.filter((s) => reached.has(s))
})()

/**
 * The bookings whose dates sent by SMS still stand (in the calendar, the booking's calendar mark): all
 * but one an administrator cancelled. A pending cancellation keeps them (the company may undo it).
 */
export const plannedStates: readonly ContactState[] = bookingStates.filter(
  (s) => s !== transitionOf(contactLifecycle, 'approveCancel').to,
)

/**
 * The milestone indicator of a booking (the spec's selected_no_milestone class): hired without dates,
 * dates sent to the customer (planned), cancellation awaiting the administrator, completed, cancelled.
 */
export const bookingMilestones = ['booked', 'planned', 'cancel_pending', 'completed', 'cancelled'] as const
export type BookingMilestone = (typeof bookingMilestones)[number]

export function milestoneOf(state: ContactState, hasCalendar: boolean): BookingMilestone {
  if (state === 'completed' || state === 'cancel_pending' || state === 'cancelled') return state
  return hasCalendar ? 'planned' : 'booked'
}

/** Bookings per page (the spec leaves the page size to the server). */
export const bookingsPageSize = 10

/** The search runs from this many characters (or empty), after a typing pause (spec §5, §9). */
export const bookingSearchMinLength = 3
export const bookingSearchDebounceMs = 500
/** The longest search the list takes (characters); the words become an FTS5 prefix query. */
export const maxBookingSearchLength = 100

export const BookingsQuery = v.object({
  page: PageNumber,
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(maxBookingSearchLength, 'common:::errors::tooLong')),
  ),
})
export type BookingsQuery = v.InferInput<typeof BookingsQuery>

export const BookingParam = v.object({ contactId: PositiveIdOr404 })

/** One entry of the booking list (the spec's Booking list item). */
export const BookingItem = v.object({
  contactId: v.number(),
  jobId: v.number(),
  headline: v.string(),
  city: v.string(),
  state: ContactState,
  milestone: v.picklist(bookingMilestones),
  /** exist_calendar: the dates were sent to the customer and are in the company's calendar. */
  hasCalendar: v.boolean(),
  /** company_seen_selection: false until the company opens the booking (an unseen dot). */
  seen: v.boolean(),
  /** When the customer hired the company (unix seconds). */
  hiredAt: v.number(),
})
export type BookingItem = v.InferOutput<typeof BookingItem>

export const BookingsPage = v.object({
  ...pageOf(BookingItem).entries,
  /** is_redirect_first_page: the asked page no longer exists (the list shrank); go to page 1. */
  redirectFirstPage: v.boolean(),
})
export type BookingsPage = v.InferOutput<typeof BookingsPage>

/** The dates last sent to the customer by SMS, and when. */
export const SentDates = v.object({ startDate: v.number(), endDate: v.number(), sentAt: v.number() })
export type SentDates = v.InferOutput<typeof SentDates>

/** One booking: its list entry, the offer it was won with and the SMS dates sent. */
export const Booking = v.object({
  ...BookingItem.entries,
  ...v.pick(OfferFields, ['priceOre', 'offerText', 'appointmentAt']).entries,
  /** `address`: where the job is (street, postcode and town), when the customer gave a street. */
  customer: v.object({
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    address: v.nullable(v.string()),
  }),
  sms: v.nullable(SentDates),
})
export type Booking = v.InferOutput<typeof Booking>
