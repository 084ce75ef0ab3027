import { describe, expect, it } from 'vitest'
import { accountLifecycle } from './account'
import { contactLifecycle } from './contact'
import { type Actor, actors, allowedActions, type Lifecycle, verdict } from './define'
import { jobLifecycle } from './job'
import { supportCaseLifecycle } from './support-case'

const tables: Lifecycle[] = [accountLifecycle, jobLifecycle, contactLifecycle, supportCaseLifecycle]

describe.each(tables.map((l) => [l.id, l] as const))('lifecycle %s', (_, lifecycle) => {
  it('every state × transition × role is either allowed or refused, as the table says', () => {
    for (const state of lifecycle.states) {
      for (const actor of actors) {
        const allowed = allowedActions(lifecycle, state, actor)
        for (const t of lifecycle.transitions) {
          const expected = !t.by.includes(actor) ? 'role' : !t.from.includes(state) ? 'state' : 'allowed'
          expect(verdict(lifecycle, t.name, state, actor), `${t.name} from ${state} by ${actor}`).toBe(
            expected,
          )
          expect(allowed.includes(t.name)).toBe(expected === 'allowed')
        }
      }
    }
  })

  it('every state can be reached from a starting state', () => {
    const reached = new Set<string>(lifecycle.initial)
    for (let grew = true; grew; ) {
      grew = false
      for (const t of lifecycle.transitions) {
        if (!reached.has(t.to) && t.from.some((s) => reached.has(s))) {
          reached.add(t.to)
          grew = true
        }
      }
    }
    expect([...lifecycle.states].filter((s) => !reached.has(s))).toEqual([])
  })

  it('timers fire real transitions the cron may fire', () => {
    for (const timer of lifecycle.timers) {
      const t = lifecycle.transitions.find((x) => x.name === timer.transition)
      expect(t, timer.name).toBeDefined()
      expect(t?.by).toContain('system')
    }
  })
})

describe('the tables say what the spec says', () => {
  const can = (l: Lifecycle, state: string, actor: Actor) => allowedActions(l, state, actor)

  it('account: the admin blocks and unblocks, the owner deletes, deleted is final', () => {
    expect(can(accountLifecycle, 'active', 'admin')).toEqual(['block', 'delete'])
    expect(can(accountLifecycle, 'blocked', 'admin')).toEqual(['unblock'])
    expect(can(accountLifecycle, 'active', 'customer')).toEqual(['delete'])
    for (const actor of actors) expect(can(accountLifecycle, 'deleted', actor)).toEqual([])
  })

  it('contact: only an offer can be hired or declined; a hired or declined contact takes no new offer', () => {
    expect(can(contactLifecycle, 'offered', 'customer')).toEqual(['decline', 'hire'])
    expect(can(contactLifecycle, 'invited', 'customer')).toEqual([])
    expect(can(contactLifecycle, 'expired', 'customer')).toEqual([])
    expect(can(contactLifecycle, 'invited', 'company')).toEqual(['sendOffer', 'withdraw'])
    expect(can(contactLifecycle, 'declined', 'company')).toEqual([])
    expect(can(contactLifecycle, 'hired', 'customer')).toEqual([])
    expect(contactLifecycle.timers).toEqual([
      { name: 'offerLapses', transition: 'expireOffer', after: { workingDays: 20 } },
    ])
  })

  it('contact: the hired company closes it as completed or asks to cancel; one cancellation at a time', () => {
    expect(can(contactLifecycle, 'hired', 'company')).toEqual(['complete', 'requestCancel'])
    // A pending cancellation blocks a second one (and completion) until it is undone or decided.
    expect(can(contactLifecycle, 'cancel_pending', 'company')).toEqual(['undoCancel'])
    expect(can(contactLifecycle, 'cancel_pending', 'admin')).toEqual(['approveCancel', 'rejectCancel'])
    expect(can(contactLifecycle, 'cancel_pending', 'customer')).toEqual([])
    expect(can(contactLifecycle, 'hired', 'admin')).toEqual([])
    // Undo only while pending: a decided cancellation and a completed job are final.
    for (const state of ['completed', 'cancelled']) {
      for (const actor of actors) expect(can(contactLifecycle, state, actor)).toEqual([])
    }
    expect(contactLifecycle.version).toBe(2)
  })

  it('job: a supplier is chosen once, only while open', () => {
    expect(can(jobLifecycle, 'open', 'customer')).toEqual(['chooseSupplier', 'cancel'])
    expect(can(jobLifecycle, 'hired', 'customer')).toEqual(['close'])
    for (const state of ['closed', 'cancelled', 'expired']) {
      for (const actor of actors) expect(can(jobLifecycle, state, actor)).toEqual([])
    }
  })

  it('job: the hired company closes it; an approved cancellation reopens it (or ends it)', () => {
    expect(can(jobLifecycle, 'hired', 'company')).toEqual(['close'])
    expect(can(jobLifecycle, 'open', 'company')).toEqual([])
    expect(can(jobLifecycle, 'hired', 'admin')).toEqual(['reopen', 'endAfterCancel'])
    expect(jobLifecycle.version).toBe(2)
  })
})
