import { eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { CategoryDetail } from '../../../domain/schemas/catalog'
import { categories } from '../../db/schema'
import type { Database } from '../../lib/db'
import { categoryBySlug } from '../catalog/catalog.service'

/** A category with its questions in `locale` by id; null when there is none. */
export async function categoryOf(db: Database, id: number, locale: Locale): Promise<CategoryDetail | null> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id))
  return row ? categoryBySlug(db, row.slug, locale) : null
}
