import { maxTopCategories } from '../../../domain/rules/limits'
import type { CategoryNode } from '../../../domain/schemas/catalog'

/** The top category id of every selectable id (a child's parent; a top without children is itself). */
export function topOf(tree: readonly CategoryNode[]): Map<number, number> {
  const map = new Map<number, number>()
  for (const top of tree) {
    map.set(top.id, top.id)
    for (const child of top.children) map.set(child.id, top.id)
  }
  return map
}

export function selectedTops(tree: readonly CategoryNode[], selected: readonly number[]): Set<number> {
  const tops = topOf(tree)
  const result = new Set<number>()
  for (const id of selected) {
    const top = tops.get(id)
    if (top !== undefined) result.add(top)
  }
  return result
}

/**
 * Toggles one category. Adding a category under a third top category is refused (the caller shows
 * 'Du kan maksimalt vælge to over-kategorier …') and the selection stays as it was.
 */
export function toggleCategory(
  tree: readonly CategoryNode[],
  selected: readonly number[],
  id: number,
): { ok: true; selected: number[] } | { ok: false; reason: 'maxTop' } {
  if (selected.includes(id)) return { ok: true, selected: selected.filter((x) => x !== id) }
  const top = topOf(tree).get(id)
  const tops = selectedTops(tree, selected)
  if (top !== undefined && !tops.has(top) && tops.size >= maxTopCategories)
    return { ok: false, reason: 'maxTop' }
  return { ok: true, selected: [...selected, id] }
}
