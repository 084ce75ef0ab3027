import { onlineBanner } from './limits'

/** The hour (0–23) on the wall clock in Copenhagen at `date`, whatever the device's own time zone. */
export function copenhagenHour(date: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return Number(hour) % 24
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
