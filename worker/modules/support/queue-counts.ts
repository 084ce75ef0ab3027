import type { AdminSupportQueue } from '../../../domain/schemas/support'

type Status = keyof AdminSupportQueue['counts']

/** A staff queue's tab counts from `status, n` rows (GROUP BY status): a status without rows is 0. */
export function queueCounts(rows: { status: string; n: number }[]): Record<Status, number> {
  const count = (status: Status) => rows.find((row) => row.status === status)?.n ?? 0
  return { open: count('open'), answered: count('answered'), closed: count('closed') }
}
