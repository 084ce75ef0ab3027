import { describe, expect, it } from 'vitest'
import { focusTakenByPage, movesFocus } from './focus-heading'

describe('movesFocus', () => {
  it('moves focus on a client navigation to another path', () => {
    expect(movesFocus({ fromLocation: { pathname: '/om-os' }, pathChanged: true })).toBe(true)
  })
  it('leaves focus alone on the first load and on search or hash changes', () => {
    expect(movesFocus({ fromLocation: undefined, pathChanged: true })).toBe(false)
    expect(movesFocus({ fromLocation: { pathname: '/admin' }, pathChanged: false })).toBe(false)
  })
})

describe('focusTakenByPage', () => {
  const inside = { id: 'search box' }
  const outside = { id: 'header link' }
  const main = { contains: (node: unknown) => node === inside || node === main }

  it('respects a control of the new page that took focus itself', () => {
    expect(focusTakenByPage(main, inside, outside)).toBe(true)
  })
  it('takes over from the body, from <main>, from an outside link and from the element clicked', () => {
    expect(focusTakenByPage(main, null, outside)).toBe(false)
    expect(focusTakenByPage(main, main, outside)).toBe(false)
    expect(focusTakenByPage(main, outside, outside)).toBe(false)
    // A sub-navigation link inside <main> that stays on screen is what was clicked, not a new focus.
    expect(focusTakenByPage(main, inside, inside)).toBe(false)
  })
  it('has nothing to respect without a <main>', () => {
    expect(focusTakenByPage(null, inside, outside)).toBe(false)
  })
})
