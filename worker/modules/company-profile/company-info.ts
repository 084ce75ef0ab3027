import { and, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type { CompanyInfo, CompanyInfoUpdate } from '../../../domain/schemas/company-profile'
import { categories, companies, companyCategories, notificationSettings } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { assertTopCategoryLimit } from '../catalog/top-categories'
import { readSettings } from '../notifications/settings'
import { knownZip } from '../places/known-zip'
import { logoUrlOf } from './logo'

type Update = v.InferOutput<typeof CompanyInfoUpdate>

/** The settings page's data of the caller's company (`companyId` is always the session's). */
export async function readCompanyInfo(db: Database, companyId: number): Promise<CompanyInfo> {
  const [company] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      description: companies.description,
      phone: companies.phone,
      mobile: companies.mobile,
      email: companies.email,
      address: companies.address,
      zip: companies.zip,
      city: companies.city,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) throw notFound()
  const [categoryRows, settings, logoUrl] = await Promise.all([
    db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, companyId)),
    readSettings(db, companyId),
    logoUrlOf(db, companyId),
  ])
  return {
    ...company,
    categoryIds: categoryRows.map((r) => r.id).sort((a, b) => a - b),
    sms: settings.sms,
    logoUrl,
  }
}

/**
 * Saves the details, the categories (at most two top categories, the sign-up's rule; a whole trade
 * stored alone, without its subcategories) and the SMS
 * setting in one batch: a refused value leaves everything as it was.
 */
export async function updateCompanyInfo(db: Database, companyId: number, body: Update): Promise<CompanyInfo> {
  const place = knownZip(body.zip)
  await assertTopCategoryLimit(db, body.categoryIds)
  const categoryIds = [...new Set(body.categoryIds)]
  await db.batch([
    db
      .update(companies)
      .set({
        name: body.name,
        description: body.description,
        phone: body.phone,
        mobile: body.mobile,
        email: body.email,
        address: body.address,
        zip: place.zip,
        city: place.city,
        region: place.region,
      })
      .where(eq(companies.id, companyId)),
    db.delete(companyCategories).where(eq(companyCategories.companyId, companyId)),
    db.insert(companyCategories).values(categoryIds.map((categoryId) => ({ companyId, categoryId }))),
    // A whole trade chosen takes the place of its subcategories (the picker shows them included).
    db
      .delete(companyCategories)
      .where(
        and(
          eq(companyCategories.companyId, companyId),
          inArray(
            companyCategories.categoryId,
            db
              .select({ id: categories.id })
              .from(categories)
              .where(inArray(categories.parentId, categoryIds)),
          ),
        ),
      ),
    db
      .insert(notificationSettings)
      .values({ companyId, sms: body.sms })
      .onConflictDoUpdate({ target: notificationSettings.companyId, set: { sms: body.sms } }),
  ])
  return readCompanyInfo(db, companyId)
}
