import { describe, expect, it } from 'vitest'
import { allowedActions, defineLifecycle, timersFor, transitionOf, verdict } from './define'

const door = defineLifecycle({
  id: 'door',
  version: 1,
  states: ['closed', 'open', 'locked', 'broken'],
  initial: ['closed'],
  transitions: [
    { name: 'open', by: ['customer', 'company'], from: ['closed'], to: 'open' },
    { name: 'close', by: ['customer'], from: ['open'], to: 'closed' },
    { name: 'lock', by: ['admin'], from: ['closed'], to: 'locked' },
    { name: 'autoClose', by: ['system'], from: ['open'], to: 'closed' },
  ],
  timers: [{ name: 'draught', transition: 'autoClose', after: { seconds: 60 } }],
})

describe('allowedActions', () => {
  it('gives the transitions the role may fire from the state, in table order', () => {
    expect(allowedActions(door, 'closed', 'customer')).toEqual(['open'])
    expect(allowedActions(door, 'closed', 'admin')).toEqual(['lock'])
    expect(allowedActions(door, 'open', 'customer')).toEqual(['close'])
    expect(allowedActions(door, 'open', 'company')).toEqual([])
    expect(allowedActions(door, 'open', 'system')).toEqual(['autoClose'])
    expect(allowedActions(door, 'broken', 'admin')).toEqual([])
  })
})

describe('verdict', () => {
  it('tells a role that may never fire it (403) from a state it cannot fire in (409)', () => {
    expect(verdict(door, 'open', 'closed', 'company')).toBe('allowed')
    expect(verdict(door, 'open', 'closed', 'admin')).toBe('role')
    expect(verdict(door, 'open', 'locked', 'company')).toBe('state')
    expect(verdict(door, 'open', 'locked', 'admin')).toBe('role')
  })

  it('refuses a name the table does not have', () => {
    expect(() => transitionOf(door, 'kick' as 'open')).toThrow(/no transition kick/)
  })
})

describe('timersFor', () => {
  it('gives the timers that start when a row enters a state', () => {
    expect(timersFor(door, 'open').map((t) => t.name)).toEqual(['draught'])
    expect(timersFor(door, 'closed')).toEqual([])
  })
})

describe('defineLifecycle refuses a broken table', () => {
  const base = { id: 'x', version: 1, states: ['a', 'b'], initial: ['a'] } as const
  it.each([
    [
      'an unknown to-state',
      { transitions: [{ name: 't', by: ['admin'], from: ['a'], to: 'c' }] },
      /unknown state c/,
    ],
    [
      'an unknown from-state',
      { transitions: [{ name: 't', by: ['admin'], from: ['z'], to: 'b' }] },
      /unknown state z/,
    ],
    [
      'a name used twice',
      {
        transitions: [
          { name: 't', by: ['admin'], from: ['a'], to: 'b' },
          { name: 't', by: ['admin'], from: ['b'], to: 'a' },
        ],
      },
      /defined twice/,
    ],
    ['nobody may fire it', { transitions: [{ name: 't', by: [], from: ['a'], to: 'b' }] }, /nobody/],
    ['no from-state', { transitions: [{ name: 't', by: ['admin'], from: [], to: 'b' }] }, /no from-state/],
    [
      'a timer on a missing transition',
      {
        transitions: [{ name: 't', by: ['system'], from: ['a'], to: 'b' }],
        timers: [{ name: 'late', transition: 'u', after: { seconds: 1 } }],
      },
      /no transition u/,
    ],
    [
      'a timer the cron may not fire',
      {
        transitions: [{ name: 't', by: ['admin'], from: ['a'], to: 'b' }],
        timers: [{ name: 'late', transition: 't', after: { workingDays: 1 } }],
      },
      /not fired by system/,
    ],
    [
      'a timer without delay',
      {
        transitions: [{ name: 't', by: ['system'], from: ['a'], to: 'b' }],
        timers: [{ name: 'late', transition: 't', after: { workingDays: 0 } }],
      },
      /delay/,
    ],
    [
      'two timers starting in one state',
      {
        transitions: [
          { name: 't', by: ['system'], from: ['a'], to: 'b' },
          { name: 'u', by: ['system'], from: ['a'], to: 'b' },
        ],
        timers: [
          { name: 'soon', transition: 't', after: { seconds: 1 } },
          { name: 'later', transition: 'u', after: { seconds: 2 } },
        ],
      },
      /starts 2 timers/,
    ],
  ])('%s', (_, table, message) => {
    // Deliberately broken tables, which the types would reject.
    const broken = { ...base, ...table } as unknown as Parameters<typeof defineLifecycle>[0]
    expect(() => defineLifecycle(broken)).toThrow(message)
  })

  it('an unknown initial state and version 0', () => {
    expect(() => defineLifecycle({ ...base, initial: ['c' as 'a'], transitions: [] })).toThrow(/initial/)
    expect(() => defineLifecycle({ ...base, version: 0, transitions: [] })).toThrow(/version/)
  })
})
