import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { companies } from './accounts'
import { primaryRef } from './columns'

/**
 * A company's remembered open-jobs filter ("husk mine filtre", spec `remember_filter_options`): the
 * spec kept it in a cookie; here it is server state, so it follows the company to every device.
 * `filters` is JSON read through `domain/schemas/company-jobs.ts` SavedJobFilter.
 */
export const companyJobFilters = sqliteTable('company_job_filters', {
  companyId: primaryRef(() => companies.id, { onDelete: 'cascade' }),
  filters: text().notNull(),
  updatedAt: integer().notNull(),
})
