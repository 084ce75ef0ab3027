import { describe, expect, it } from 'vitest'
import { orderQuantity } from './order-quantity'

describe('orderQuantity', () => {
  it.each([
    [25, 'pr. m², inkl. materialer', '25 m²'],
    [1, 'pr. m²', '1 m²'],
    [12, 'pr. lbm.', '12 lbm.'],
    [3, 'pr. meter', '3 meter'],
    [1, 'pr. time', '1 time'],
    [3, 'Pr. time', '3 timer'],
    [2, 'per dag', '2 dage'],
    [4, 'pr. stk', '4 stk.'],
  ])('%i of a line priced %j is %j', (amount, unit, said) => expect(orderQuantity(amount, unit)).toBe(said))

  it('counts with × when the unit is no measure it knows, or there is none', () => {
    expect(orderQuantity(2, 'pr. dør')).toBe('2 ×')
    expect(orderQuantity(1, 'inkl. materialer')).toBe('1 ×')
    expect(orderQuantity(5, '')).toBe('5 ×')
  })
})
