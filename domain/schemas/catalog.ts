import * as v from 'valibot'
import { categorySuggestionLimit } from '../rules/limits'

export const CategorySearchQuery = v.object({
  q: v.pipe(
    v.string('common:::errors::required'),
    v.trim(),
    v.minLength(1, 'common:::errors::required'),
    v.maxLength(80),
  ),
})

export const CategorySuggestion = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  parentName: v.nullable(v.string()),
  /** Where picking the suggestion goes: `/createjob/{slug}?word={q}`. */
  link: v.string(),
})
export type CategorySuggestion = v.InferOutput<typeof CategorySuggestion>

export const CategorySearchResult = v.object({
  suggestions: v.pipe(v.array(CategorySuggestion), v.maxLength(categorySuggestionLimit)),
})
export type CategorySearchResult = v.InferOutput<typeof CategorySearchResult>

/** One option of a category's question (a select's or a checkbox's): the value stored and its label. */
export const AttributeOption = v.object({ value: v.string(), label: v.string() })

export const CategoryAttribute = v.object({
  id: v.number(),
  kind: v.picklist(['checkbox', 'select', 'number', 'text']),
  label: v.string(),
  options: v.array(AttributeOption),
  unit: v.nullable(v.string()),
  required: v.boolean(),
})
export type CategoryAttribute = v.InferOutput<typeof CategoryAttribute>

/** A category in the tree: a top category or one of its subcategories. */
const CategoryEntry = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  needsCarModel: v.boolean(),
})

/** A top category with its subcategories. */
export const CategoryNode = v.object({ ...CategoryEntry.entries, children: v.array(CategoryEntry) })
export type CategoryNode = v.InferOutput<typeof CategoryNode>

export const CategoryTree = v.object({ categories: v.array(CategoryNode) })
export type CategoryTree = v.InferOutput<typeof CategoryTree>

export const CategorySlugParam = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'common:::errors::not_found')),
})

export const CategoryDetail = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  parent: v.nullable(v.object({ slug: v.string(), name: v.string() })),
  needsCarModel: v.boolean(),
  attributes: v.array(CategoryAttribute),
})
export type CategoryDetail = v.InferOutput<typeof CategoryDetail>
