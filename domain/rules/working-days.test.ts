import { describe, expect, it } from 'vitest'
import {
  addWorkingDays,
  copenhagenDate,
  copenhagenMidnight,
  easterSunday,
  isWorkingDay,
  nextDate,
  publicHolidays,
} from './working-days'

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date)
  })
})

describe('publicHolidays', () => {
  it('2025: the Easter-dependent days follow Easter on 20 April', () => {
    expect([...publicHolidays(2025)]).toEqual([
      ['2025-01-01', 'Nytårsdag'],
      ['2025-04-17', 'Skærtorsdag'],
      ['2025-04-18', 'Langfredag'],
      ['2025-04-20', 'Påskedag'],
      ['2025-04-21', '2. påskedag'],
      ['2025-05-29', 'Kristi himmelfartsdag'],
      ['2025-06-08', 'Pinsedag'],
      ['2025-06-09', '2. pinsedag'],
      ['2025-12-25', 'Juledag'],
      ['2025-12-26', '2. juledag'],
    ])
  })

  it('2026 and 2027: Easter on 5 April and 28 March', () => {
    const [h26, h27] = [publicHolidays(2026), publicHolidays(2027)]
    for (const [name, in2026, in2027] of [
      ['Skærtorsdag', '2026-04-02', '2027-03-25'],
      ['Langfredag', '2026-04-03', '2027-03-26'],
      ['2. påskedag', '2026-04-06', '2027-03-29'],
      ['Kristi himmelfartsdag', '2026-05-14', '2027-05-06'],
      ['2. pinsedag', '2026-05-25', '2027-05-17'],
    ] as const) {
      expect(h26.get(in2026)).toBe(name)
      expect(h27.get(in2027)).toBe(name)
    }
  })

  it('store bededag is a holiday up to 2023 and not from 2024', () => {
    expect(publicHolidays(2023).get('2023-05-05')).toBe('Store bededag')
    expect(isWorkingDay('2023-05-05')).toBe(false)
    expect([...publicHolidays(2024).values()]).not.toContain('Store bededag')
    expect(isWorkingDay('2024-04-26')).toBe(true) // would have been store bededag
    expect(isWorkingDay('2025-05-16')).toBe(true)
  })
})

describe('isWorkingDay', () => {
  it('weekends and holidays are not; grundlovsdag, juleaften and nytårsaften are', () => {
    expect(isWorkingDay('2026-04-03')).toBe(false) // langfredag
    expect(isWorkingDay('2026-04-04')).toBe(false) // Saturday
    expect(isWorkingDay('2026-04-05')).toBe(false) // Sunday
    expect(isWorkingDay('2026-04-07')).toBe(true)
    expect(isWorkingDay('2026-06-05')).toBe(true) // Friday, grundlovsdag
    expect(isWorkingDay('2025-12-24')).toBe(true) // Wednesday, juleaften
    expect(isWorkingDay('2025-12-31')).toBe(true) // Wednesday, nytårsaften
    expect(isWorkingDay('2026-01-01')).toBe(false) // Thursday, nytårsdag
  })

  it('refuses what is not a calendar date', () => {
    expect(() => isWorkingDay('2026-02-30')).toThrow(RangeError)
    expect(() => isWorkingDay('5.1.2026')).toThrow(RangeError)
  })
})

describe('addWorkingDays', () => {
  it('does not count the start day and skips weekends', () => {
    expect(addWorkingDays('2026-03-06', 0)).toBe('2026-03-06')
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09') // Friday → Monday
    expect(addWorkingDays('2026-03-07', 1)).toBe('2026-03-09') // Saturday → Monday
    expect(addWorkingDays('2026-03-02', 5)).toBe('2026-03-09')
  })

  it('20 working days across Easter 2026 skip skærtorsdag, langfredag and 2. påskedag', () => {
    // 26, 27, 30, 31 March, 1 April; 7–10, 13–17, 20–24 and 27 April.
    expect(addWorkingDays('2026-03-25', 20)).toBe('2026-04-27')
  })

  it('20 working days across Easter 2025 and Kristi himmelfartsdag', () => {
    // 14–16 April, 22–25 April, 28 April–2 May (1 May is a working day), 5–9 May, 12–14 May …
    expect(addWorkingDays('2025-04-11', 20)).toBe('2025-05-14')
    // … and 10 over Kristi himmelfartsdag (29 May), grundlovsdag (a working day) and 2. pinsedag (9 June).
    expect(addWorkingDays('2025-05-26', 10)).toBe('2025-06-11')
  })

  it('20 working days across Easter 2027 (28 March)', () => {
    // 22–24 March, 30 March–2 April, 5–9, 12–16 April, 19–21 April.
    expect(addWorkingDays('2027-03-19', 20)).toBe('2027-04-21')
  })

  it('20 working days across Christmas and New Year', () => {
    // 2025: 25 and 26 December on Thursday and Friday, 1 January on Thursday.
    expect(addWorkingDays('2025-12-15', 20)).toBe('2026-01-15')
    // 2026: 25 December a Friday (26th a Saturday), 1 January 2027 a Friday.
    expect(addWorkingDays('2026-12-14', 20)).toBe('2027-01-13')
  })

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays('2026-01-05', -1)).toThrow(RangeError)
    expect(() => addWorkingDays('2026-01-05', 1.5)).toThrow(RangeError)
  })
})

describe('Copenhagen calendar dates', () => {
  it('a moment belongs to the Copenhagen date, not the UTC one', () => {
    // 2026-03-24 23:30 UTC is already 25 March in Copenhagen (CET, UTC+1).
    expect(copenhagenDate(Date.UTC(2026, 2, 24, 23, 30) / 1000)).toBe('2026-03-25')
    // 2026-07-01 22:30 UTC is 2 July in Copenhagen (CEST, UTC+2).
    expect(copenhagenDate(Date.UTC(2026, 6, 1, 22, 30) / 1000)).toBe('2026-07-02')
  })

  it('midnight is 23:00 UTC in winter and 22:00 UTC in summer, also on the days clocks change', () => {
    expect(copenhagenMidnight('2026-01-15')).toBe(Date.UTC(2026, 0, 14, 23) / 1000)
    expect(copenhagenMidnight('2026-07-02')).toBe(Date.UTC(2026, 6, 1, 22) / 1000)
    expect(copenhagenMidnight('2026-03-29')).toBe(Date.UTC(2026, 2, 28, 23) / 1000)
    expect(copenhagenMidnight('2026-10-25')).toBe(Date.UTC(2026, 9, 24, 22) / 1000)
  })

  it('nextDate crosses month and year ends', () => {
    expect(nextDate('2026-02-28')).toBe('2026-03-01')
    expect(nextDate('2028-02-28')).toBe('2028-02-29')
    expect(nextDate('2026-12-31')).toBe('2027-01-01')
  })
})
