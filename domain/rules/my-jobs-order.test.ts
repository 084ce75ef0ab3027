import { describe, expect, it } from 'vitest'
import type { CustomerJobSummary } from '../schemas/customer-jobs'
import { myJobGroup, sortMyJobs } from './my-jobs-order'

type Company = CustomerJobSummary['companies'][number]

let nextId = 1
function job(
  over: Partial<Pick<CustomerJobSummary, 'status' | 'unread' | 'createdAt'>> & {
    states?: Company['state'][]
  } = {},
) {
  const id = nextId++
  return {
    id,
    status: over.status ?? 'open',
    unread: over.unread ?? 0,
    createdAt: over.createdAt ?? 1_000,
    companies: (over.states ?? []).map((state, i) => ({ contactId: id * 10 + i, name: `Firma ${i}`, state })),
  }
}

describe('myJobGroup', () => {
  it('a job with something for her to read or decide waits for her', () => {
    expect(myJobGroup(job({ unread: 2 }))).toBe('attention')
    expect(myJobGroup(job({ states: ['invited', 'offered'] }))).toBe('attention')
    expect(myJobGroup(job({ status: 'hired', states: ['cancel_pending', 'declined'] }))).toBe('attention')
    // Unread messages on an ended job still want reading.
    expect(myJobGroup(job({ status: 'closed', unread: 1, states: ['completed'] }))).toBe('attention')
  })

  it('open or hired with nothing waiting is still going on; closed, cancelled and expired have ended', () => {
    expect(myJobGroup(job())).toBe('active')
    expect(myJobGroup(job({ states: ['invited', 'declined', 'expired', 'withdrawn'] }))).toBe('active')
    expect(myJobGroup(job({ status: 'hired', states: ['hired', 'declined'] }))).toBe('active')
    // The job reopened after an approved cancellation: the cancelled company waits for nothing.
    expect(myJobGroup(job({ states: ['cancelled'] }))).toBe('active')
    expect(myJobGroup(job({ status: 'closed', states: ['completed'] }))).toBe('ended')
    expect(myJobGroup(job({ status: 'cancelled', states: ['declined'] }))).toBe('ended')
    expect(myJobGroup(job({ status: 'expired' }))).toBe('ended')
  })
})

describe('sortMyJobs', () => {
  it('what waits for her first, then open jobs, then ended ones; newest first within each', () => {
    const oldOffer = job({ createdAt: 100, states: ['offered'] })
    const newOpen = job({ createdAt: 900 })
    const newestClosed = job({ status: 'closed', createdAt: 1_000, states: ['completed'] })
    const oldHired = job({ status: 'hired', createdAt: 50, states: ['hired'] })
    const unreadOnHired = job({ status: 'hired', createdAt: 200, unread: 1, states: ['hired'] })
    const expired = job({ status: 'expired', createdAt: 800 })
    const cancelling = job({ status: 'hired', createdAt: 10, states: ['cancel_pending'] })
    const input = [newestClosed, oldHired, expired, oldOffer, newOpen, cancelling, unreadOnHired]
    expect(sortMyJobs(input).map((j) => j.id)).toEqual(
      [unreadOnHired, oldOffer, cancelling, newOpen, oldHired, newestClosed, expired].map((j) => j.id),
    )
    // A new array: the input keeps its order.
    expect(input[0]).toBe(newestClosed)
  })

  it('two jobs of the same second: the higher id first, every time', () => {
    const a = job({ createdAt: 500 })
    const b = job({ createdAt: 500 })
    expect(sortMyJobs([a, b]).map((j) => j.id)).toEqual([b.id, a.id])
    expect(sortMyJobs([b, a]).map((j) => j.id)).toEqual([b.id, a.id])
  })
})
