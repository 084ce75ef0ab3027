import { copenhagenClock } from './copenhagen-time'
import { onlineBanner } from './limits'

/** The hour (0–23) on the wall clock in Copenhagen at `date`, whatever the device's own time zone. */
export function copenhagenHour(date: Date): number {
  return copenhagenClock(date.getTime() / 1000).hour
}

/**
 * Spec: the company-online banner is hidden when the local hour is 1 to 6 (01:00–06:59) and shown
 * otherwise.
 */
export function isCompanyOnlineHour(hour: number): boolean {
  return hour < onlineBanner.hiddenFromHour || hour > onlineBanner.hiddenToHour
}

export function showOnlineBanner(now: Date): boolean {
  return isCompanyOnlineHour(copenhagenHour(now))
}
