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
 * A subcategory counted as chosen because its whole trade (its top category) is: it shows ticked and
 * cannot be toggled on its own.
 */
export function isIncluded(tree: readonly CategoryNode[], selected: readonly number[], id: number): boolean {
  const top = topOf(tree).get(id)
  return top !== undefined && top !== id && selected.includes(top)
}

/**
 * Toggles one category. A trade (a top category, offered as 'Alle opgaver i kategorien …') takes the
 * place of its subcategories: choosing it drops them, and while it is chosen they are included and
 * not toggled. Adding a category under a third top category is refused (the caller shows 'Du kan
 * maksimalt vælge to over-kategorier …') and the selection stays as it was.
 */
export function toggleCategory(
  tree: readonly CategoryNode[],
  selected: readonly number[],
  id: number,
): { ok: true; selected: number[] } | { ok: false; reason: 'maxTop' } {
  if (selected.includes(id)) return { ok: true, selected: selected.filter((x) => x !== id) }
  if (isIncluded(tree, selected, id)) return { ok: true, selected: [...selected] }
  const tops = topOf(tree)
  const top = tops.get(id)
  const chosenTops = selectedTops(tree, selected)
  if (top !== undefined && !chosenTops.has(top) && chosenTops.size >= maxTopCategories)
    return { ok: false, reason: 'maxTop' }
  const rest = top === id ? selected.filter((x) => tops.get(x) !== id) : selected
  return { ok: true, selected: [...rest, id] }
}
