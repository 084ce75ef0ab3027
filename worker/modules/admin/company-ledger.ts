import { eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { Ledger } from '../../../domain/schemas/money'
import { companies } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { periodOf } from '../ledger/ledger-period'
import { listLedger } from '../ledger/list-ledger'

/** 404 unless the company exists (the admin's ledger pages name companies by id). */
export async function requireCompanyRow(db: Database, companyId: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  if (!company) throw notFound()
}

/** A company's ledger as the company itself reads it (same rows, texts and running balance). */
export async function companyLedger(
  db: Database,
  companyId: number,
  query: { from?: string; to?: string } | undefined,
  locale: Locale,
): Promise<Ledger> {
  await requireCompanyRow(db, companyId)
  return listLedger(db, companyId, periodOf(query), locale)
}
