import type { AdminCompanySummary } from '../../../domain/schemas/admin'
import type { companies } from '../../db/schema'

/** A company as the admin pages show it (user detail and company detail). */
export function companySummary(row: typeof companies.$inferSelect): AdminCompanySummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    cvr: row.cvr,
    address: row.address,
    zip: row.zip,
    city: row.city,
    region: row.region,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    createdAt: row.createdAt,
  }
}
