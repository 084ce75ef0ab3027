import { env } from 'cloudflare:test'
import { categories, categoryAttributes } from '../db/schema'
import { database } from '../lib/db'
import { forgetCategoryCache } from '../modules/catalog/catalog.service'

let seq = 0
const next = () => ++seq

/** A top category with one subcategory and one attribute; unique slugs per call. */
export async function makeCategoryTree(names: { top?: string; sub?: string } = {}) {
  const db = database(env.DB)
  const n = next()
  const [top] = await db
    .insert(categories)
    .values({
      slug: `top-${n}`,
      nameDa: names.top ?? `Tømrer ${n}`,
      nameEn: `Carpenter ${n}`,
      keywords: 'snedker træ',
    })
    .returning()
  const [sub] = await db
    .insert(categories)
    .values({
      parentId: top?.id,
      slug: `sub-${n}`,
      nameDa: names.sub ?? `Terrasse ${n}`,
      nameEn: `Decking ${n}`,
    })
    .returning()
  await db.insert(categoryAttributes).values({
    categoryId: top?.id ?? 0,
    kind: 'select',
    labelDa: 'Materiale',
    labelEn: 'Material',
    options: [{ value: 'wood', da: 'Træ', en: 'Wood' }],
    required: true,
  })
  forgetCategoryCache()
  if (!top || !sub) throw new Error('category insert failed')
  return { top, sub }
}

type Question = Omit<typeof categoryAttributes.$inferInsert, 'categoryId'>

/** Adds questions to a category (the catalog cache forgotten) and returns their rows in the order given. */
export async function addQuestions(categoryId: number, questions: Question[]) {
  const rows = await database(env.DB)
    .insert(categoryAttributes)
    .values(questions.map((question) => ({ categoryId, ...question })))
    .returning()
  forgetCategoryCache()
  return rows
}

/** 'Arbejde': a checkbox question with two options, fjern (remove old) and byg (build new). */
export const workQuestion = {
  kind: 'checkbox',
  labelDa: 'Arbejde',
  labelEn: 'Work',
  options: [
    { value: 'fjern', da: 'Fjern gammel', en: 'Remove old' },
    { value: 'byg', da: 'Byg ny', en: 'Build new' },
  ],
} satisfies Question
