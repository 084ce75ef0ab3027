import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../../domain/schemas/catalog'
import { isIncluded, selectedTops, toggleCategory } from './category-picker.logic'

const node = (id: number, children: number[]): CategoryNode => ({
  id,
  slug: `c${id}`,
  name: `C${id}`,
  needsCarModel: false,
  children: children.map((c) => ({ id: c, slug: `c${c}`, name: `C${c}`, needsCarModel: false })),
})
const tree = [node(1, [11, 12]), node(2, [21]), node(3, [31]), node(4, [])]

describe('toggleCategory', () => {
  it('adds and removes a category', () => {
    expect(toggleCategory(tree, [], 11)).toEqual({ ok: true, selected: [11] })
    expect(toggleCategory(tree, [11, 12], 11)).toEqual({ ok: true, selected: [12] })
  })
  it('allows any number of categories under two top categories', () => {
    expect(toggleCategory(tree, [11, 21], 12)).toEqual({ ok: true, selected: [11, 21, 12] })
  })
  it('refuses a third top category and keeps the selection', () => {
    expect(toggleCategory(tree, [11, 21], 31)).toEqual({ ok: false, reason: 'maxTop' })
    expect(toggleCategory(tree, [11, 21], 4)).toEqual({ ok: false, reason: 'maxTop' })
  })
  it('a top category without children is selectable itself', () => {
    expect(toggleCategory(tree, [11], 4)).toEqual({ ok: true, selected: [11, 4] })
    expect([...selectedTops(tree, [11, 4])]).toEqual([1, 4])
  })
  it('removing frees a top category again', () => {
    const removed = toggleCategory(tree, [11, 21], 21)
    expect(removed).toEqual({ ok: true, selected: [11] })
    expect(toggleCategory(tree, [11], 31)).toEqual({ ok: true, selected: [11, 31] })
  })
})

describe('a whole trade (a top category with subcategories)', () => {
  it('is chosen as itself and takes the place of its subcategories', () => {
    expect(toggleCategory(tree, [11, 21], 1)).toEqual({ ok: true, selected: [21, 1] })
    expect(toggleCategory(tree, [1], 1)).toEqual({ ok: true, selected: [] })
  })
  it('shows its subcategories as chosen (included) while it is chosen, and a stored trade counts as one top', () => {
    expect(isIncluded(tree, [1], 11)).toBe(true)
    expect(isIncluded(tree, [11], 12)).toBe(false)
    expect([...selectedTops(tree, [1, 2])]).toEqual([1, 2])
    expect(toggleCategory(tree, [1, 2], 31)).toEqual({ ok: false, reason: 'maxTop' })
  })
  it('a subcategory toggled while its trade is chosen changes nothing', () => {
    expect(toggleCategory(tree, [1], 11)).toEqual({ ok: true, selected: [1] })
  })
})
