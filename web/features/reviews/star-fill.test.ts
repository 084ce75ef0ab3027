import { describe, expect, it } from 'vitest'
import { starFill } from './star-fill'

const fills = (rating: number) => starFill(rating).map((s) => s.fill)

describe('starFill', () => {
  it('draws an average to the nearest half star, never rounding 4,5 up to five', () => {
    expect(fills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(fills(4.74)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(fills(4.75)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(fills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(fills(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty'])
    expect(fills(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })
})
