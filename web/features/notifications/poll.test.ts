import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../domain/schemas/notifications'
import { newestId, toastsOf } from './poll'

const n = (id: number, read = false): Notification => ({
  id,
  type: 'new_message',
  jobId: 1,
  note: 'Ny terrasse',
  read,
  createdAt: 0,
})

describe('notification poll', () => {
  it('remembers the newest id seen, or keeps the last one when nothing came', () => {
    expect(newestId([n(4), n(9), n(7)], 3)).toBe(9)
    expect(newestId([], 3)).toBe(3)
    expect(newestId([], undefined)).toBeUndefined()
  })

  it('toasts only unread ones, oldest first, the newest three at most', () => {
    expect(toastsOf([n(5), n(2, true), n(8), n(6), n(7)]).map((x) => x.id)).toEqual([6, 7, 8])
  })
})
