import { integer, type ReferenceConfig } from 'drizzle-orm/sqlite-core'

/**
 * A required link to another table's id: `companyId: requiredRef(() => companies.id, { onDelete: 'cascade' })`
 * is `integer().notNull().references(…)` with the same arguments.
 */
export const requiredRef = (target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions)

/**
 * The row's own id is also a link, one row per linked row (a company's settings):
 * `integer().primaryKey().references(…)` with the same arguments.
 */
export const primaryRef = (target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer().primaryKey().references(target, actions)
