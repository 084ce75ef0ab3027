import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { users } from './accounts'
import { categories, categoryAttributes } from './catalog'
import { requiredRef } from './columns'
import { stateEnum } from './lifecycle'

/** When the customer wants the job done (createjob's "hvornår"). */
export const jobTimings = ['asap', 'within_month', 'flexible', 'date'] as const

/**
 * A job (opgave) a customer posts in a category. `status` follows `domain/lifecycle/job.ts` and changes
 * only through `worker/lib/lifecycle.ts`; `due_at` is when an open job lapses.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: requiredRef(() => users.id),
    categoryId: requiredRef(() => categories.id),
    title: text().notNull(),
    description: text().notNull(),
    /**
     * The street and house number the job is at, typed with a price-list order (null for posted jobs).
     * Contact data (decision 012): shown only to the hired company and the customer, never in job lists.
     */
    street: text(),
    zip: text().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    status: text({ enum: stateEnum(jobLifecycle) })
      .notNull()
      .default('open'),
    dueAt: integer(),
    timing: text({ enum: jobTimings }).notNull().default('flexible'),
    /** Unix seconds; only with timing `date`. */
    timingDate: integer(),
    /** Car categories (`categories.needs_car_model`): make, model and year of the car. */
    carMake: text(),
    carModel: text(),
    carYear: integer(),
    /** The contact hired by chooseSupplier (null until then). */
    hiredContactId: integer(),
    createdAt: integer().notNull(),
    closedAt: integer(),
  },
  (t) => [
    // The company search walks these newest first and checks region, lapse (and zip) in the index
    // itself (decision 016): per category, and across categories when free text is given.
    index('jobs_open_category_idx').on(t.status, t.categoryId, t.createdAt, t.id, t.region, t.dueAt, t.zip),
    index('jobs_open_newest_idx').on(t.status, t.createdAt, t.id, t.categoryId, t.region, t.dueAt),
    // Nearest first walks the company's postcodes nearest first and, per postcode, the category's open
    // jobs in it newest first, stopping at a page (decision 022).
    index('jobs_open_zip_idx').on(t.status, t.categoryId, t.zip, t.createdAt, t.id, t.region, t.dueAt),
    index('jobs_region_idx').on(t.region, t.status),
    index('jobs_customer_idx').on(t.customerId, t.createdAt),
    index('jobs_due_idx').on(t.status, t.dueAt),
  ],
)

/**
 * A job's answers to its category's questions: a checkbox attribute has one row per ticked option,
 * a select its chosen value, a number its digits, a text its text. One row per (job, attribute, value)
 * so the company search can filter by them with an index.
 */
export const jobAttributes = sqliteTable(
  'job_attributes',
  {
    jobId: requiredRef(() => jobs.id, { onDelete: 'cascade' }),
    attributeId: requiredRef(() => categoryAttributes.id),
    value: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.attributeId, t.value] }),
    index('job_attributes_attribute_idx').on(t.attributeId, t.value),
  ],
)
