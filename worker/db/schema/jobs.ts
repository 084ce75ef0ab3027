import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './accounts'
import { categories } from './catalog'

/** A job (opgave) a customer posts in a category. The jobs issue adds its lifecycle and attributes. */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => users.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    title: text().notNull(),
    description: text().notNull(),
    zip: text().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    status: text({ enum: ['open', 'hired', 'closed', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('jobs_status_category_idx').on(t.status, t.categoryId, t.createdAt),
    index('jobs_region_idx').on(t.region, t.status),
    index('jobs_customer_idx').on(t.customerId),
  ],
)
