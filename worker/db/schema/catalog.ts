import { type AnySQLiteColumn, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { requiredRef } from './columns'

/** The category tree: top categories have no parent. Names in both locales; keywords help search. */
export const categories = sqliteTable(
  'categories',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    parentId: integer().references((): AnySQLiteColumn => categories.id),
    slug: text().notNull().unique(),
    nameDa: text().notNull(),
    nameEn: text().notNull(),
    /** Space-separated Danish synonyms, e.g. "snedker træ terrasse". */
    keywords: text().notNull().default(''),
    position: integer().notNull().default(0),
    /** Autoreparation asks for car make and model. */
    needsCarModel: integer({ mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

/** What a job in a category asks: checkboxes, selects, numbers or free text. */
export const categoryAttributes = sqliteTable(
  'category_attributes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    categoryId: requiredRef(() => categories.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['checkbox', 'select', 'number', 'text'] }).notNull(),
    labelDa: text().notNull(),
    labelEn: text().notNull(),
    /** For `select` (and grouped checkboxes): `[{ value, da, en }]`. */
    options: text({ mode: 'json' }).$type<{ value: string; da: string; en: string }[]>(),
    unit: text(),
    required: integer({ mode: 'boolean' }).notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [index('category_attributes_category_idx').on(t.categoryId)],
)
