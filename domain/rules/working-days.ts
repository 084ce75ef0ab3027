import { copenhagenClock } from './copenhagen-time'

/**
 * Danish working days: Monday to Friday except the public holidays (helligdage). Dates are calendar
 * dates in Europe/Copenhagen written `YYYY-MM-DD`, so a deadline never shifts with summer time.
 *
 * Grundlovsdag (5 June), juleaften (24 December) and nytårsaften (31 December) are not public holidays,
 * only customary days off, so they count as working days. Store bededag was abolished from 2024 (lov nr.
 * 222 af 28. februar 2023) and is a holiday up to and including 2023.
 */

const dayMs = 86_400_000

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

function parse(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!parsed || iso(parsed) !== date) throw new RangeError(`not a calendar date: ${date}`)
  return parsed
}

const shift = (date: Date, days: number) => new Date(date.getTime() + days * dayMs)

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${pad(month)}-${pad(day)}`
}

const lastStoreBededag = 2023

/** The public holidays of a year, by date, with their Danish names. */
export function publicHolidays(year: number): Map<string, string> {
  const easter = parse(easterSunday(year))
  const fromEaster = (days: number) => iso(shift(easter, days))
  const holidays: [string, string][] = [
    [`${year}-01-01`, 'Nytårsdag'],
    [fromEaster(-3), 'Skærtorsdag'],
    [fromEaster(-2), 'Langfredag'],
    [fromEaster(0), 'Påskedag'],
    [fromEaster(1), '2. påskedag'],
    ...(year <= lastStoreBededag ? [[fromEaster(26), 'Store bededag'] as [string, string]] : []),
    [fromEaster(39), 'Kristi himmelfartsdag'],
    [fromEaster(49), 'Pinsedag'],
    [fromEaster(50), '2. pinsedag'],
    [`${year}-12-25`, 'Juledag'],
    [`${year}-12-26`, '2. juledag'],
  ]
  return new Map(holidays)
}

const holidayCache = new Map<number, Map<string, string>>()
function holidaysOf(year: number) {
  let holidays = holidayCache.get(year)
  if (!holidays) {
    holidays = publicHolidays(year)
    holidayCache.set(year, holidays)
  }
  return holidays
}

export function isWorkingDay(date: string): boolean {
  const d = parse(date)
  const weekday = d.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !holidaysOf(d.getUTCFullYear()).has(date)
}

/**
 * The date `n` working days after `date`; `date` itself is not counted, whatever day it is (AB-Forbruger
 * §9: an offer lapses unless accepted within 20 working days after it reached the consumer).
 */
export function addWorkingDays(date: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`working days must be a whole number ≥ 0: ${n}`)
  let day = parse(date)
  let left = n
  while (left > 0) {
    day = shift(day, 1)
    if (isWorkingDay(iso(day))) left--
  }
  return iso(day)
}

export function nextDate(date: string): string {
  return iso(shift(parse(date), 1))
}

function copenhagenParts(unixSeconds: number) {
  const clock = copenhagenClock(unixSeconds)
  return { date: clock.date, minutes: clock.hour * 60 + clock.minute }
}

/** The calendar date in Copenhagen at a moment (unix seconds). */
export function copenhagenDate(unixSeconds: number): string {
  return copenhagenParts(unixSeconds).date
}

/** The moment (unix seconds) a calendar date begins in Copenhagen (00:00 local, CET or CEST). */
export function copenhagenMidnight(date: string): number {
  const utcMidnight = parse(date).getTime() / 1000
  // Copenhagen is UTC+1 or UTC+2, and never changes clocks at midnight: local midnight is one of these.
  for (const offsetHours of [1, 2]) {
    const candidate = utcMidnight - offsetHours * 3600
    const local = copenhagenParts(candidate)
    if (local.date === date && local.minutes === 0) return candidate
  }
  throw new Error(`no Copenhagen midnight on ${date}`)
}
