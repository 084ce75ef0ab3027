/** The company's bookings (its won jobs): the sidebar list, the won-jobs page and one booking. */
export { bookingIdOfPath, bookingIdStorageKey, useActiveBooking } from './active-booking'
export { BookingDetail, type BookingDetailSlots } from './components/BookingDetail'
export { BookingList } from './components/BookingList'
export { BookingsLayout } from './components/BookingsLayout'
export { WonJobsPage } from './components/WonJobsPage'
export { bookingQuery, bookingsKeys, bookingsPageQuery } from './queries'
