import { addWorkingDays, copenhagenDate, copenhagenMidnight, nextDate } from '../rules/working-days'
import type { Delay } from './define'

/**
 * When a timer started at `startedAt` (unix seconds) fires: after whole working days it is the first
 * moment of the next Copenhagen day, so the last working day counts in full.
 */
export function dueAt(after: Delay, startedAt: number): number {
  if ('seconds' in after) return startedAt + after.seconds
  return copenhagenMidnight(nextDate(addWorkingDays(copenhagenDate(startedAt), after.workingDays)))
}
