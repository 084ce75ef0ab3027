import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { openingHourTypes } from '../../../domain/schemas/company-profile'
import { companies } from './accounts'
import { categories } from './catalog'
import { primaryRef, requiredRef } from './columns'

/**
 * A company's logo and media-center widget (issue 19). The logo's bytes live in the R2 bucket `MEDIA`
 * under `logo_key`; `logo_version` goes into its URL so a new logo is a new URL (cached for a year).
 */
export const companyMedia = sqliteTable('company_media', {
  companyId: primaryRef(() => companies.id, { onDelete: 'cascade' }),
  logoKey: text(),
  logoType: text(),
  logoVersion: integer().notNull().default(0),
  /** The widget's colour, `#rrggbb` (lower case); null is the house colour. */
  widgetColor: text(),
})

/** Opening times: one row per weekday (0 = Monday … 6 = Sunday); no row means not stated. */
export const openingHours = sqliteTable(
  'opening_hours',
  {
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    type: text({ enum: openingHourTypes }).notNull(),
    /** `08.00–16.00` when open; empty otherwise. */
    value: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
)

/** A company's price list in one of its categories (at most one per category). */
export const priceLists = sqliteTable(
  'price_lists',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    categoryId: requiredRef(() => categories.id),
    updatedAt: integer().notNull(),
  },
  (t) => [uniqueIndex('price_lists_company_category_unique').on(t.companyId, t.categoryId)],
)

/** One line of a price list: what it is, its unit or attributes, and its price in øre (VAT included). */
export const priceListItems = sqliteTable(
  'price_list_items',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    priceListId: requiredRef(() => priceLists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    unit: text().notNull().default(''),
    amountOre: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('price_list_items_list_idx').on(t.priceListId, t.position)],
)
