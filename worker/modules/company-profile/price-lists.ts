import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../domain/i18n'
import type {
  MyPriceLists,
  PriceList,
  PriceListItemInput,
  PublicPriceLists,
} from '../../../domain/schemas/company-profile'
import { categories, companies, companyCategories, priceListItems, priceLists } from '../../db/schema'
import { clock } from '../../lib/clock'
import { type Database, deleteOwn } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { collatorFor } from '../../lib/i18n'
import { categoryChoices } from '../catalog/catalog.service'
import { activeCompany } from '../invitations/company-recipient'

type ItemInput = v.InferOutput<typeof PriceListItemInput>

const byName = (locale: Locale) => {
  const collator = collatorFor(locale)
  return (a: { categoryName: string }, b: { categoryName: string }) =>
    collator.compare(a.categoryName, b.categoryName)
}

/**
 * A company's price lists, one per category (category name in `locale`), lines in the company's order,
 * amounts in øre. Public data: the profile page and the order dialog show it.
 */
export async function priceListsOf(
  db: Database,
  companyId: number,
  locale: Locale = 'da-DK',
): Promise<PriceList[]> {
  const rows = await db
    .select({
      listId: priceLists.id,
      categoryId: priceLists.categoryId,
      nameDa: categories.nameDa,
      nameEn: categories.nameEn,
      id: priceListItems.id,
      name: priceListItems.name,
      unit: priceListItems.unit,
      amountOre: priceListItems.amountOre,
    })
    .from(priceLists)
    .innerJoin(categories, eq(categories.id, priceLists.categoryId))
    .innerJoin(priceListItems, eq(priceListItems.priceListId, priceLists.id))
    .where(eq(priceLists.companyId, companyId))
    .orderBy(asc(priceLists.id), asc(priceListItems.position), asc(priceListItems.id))
  const lists = new Map<number, PriceList>()
  for (const row of rows) {
    let list = lists.get(row.listId)
    if (!list) {
      list = {
        categoryId: row.categoryId,
        categoryName: locale === 'en' ? row.nameEn : row.nameDa,
        items: [],
      }
      lists.set(row.listId, list)
    }
    list.items.push({ id: row.id, name: row.name, unit: row.unit, amountOre: row.amountOre })
  }
  return [...lists.values()].sort(byName(locale))
}

/** The categories a company performs, with names: the ones it may keep a price list in. */
async function categoriesOf(db: Database, companyId: number, locale: Locale) {
  const rows = await db
    .select({ id: categories.id, nameDa: categories.nameDa, nameEn: categories.nameEn })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId))
  return categoryChoices(rows, locale)
}

export async function myPriceLists(db: Database, companyId: number, locale: Locale): Promise<MyPriceLists> {
  const [lists, mine] = await Promise.all([
    priceListsOf(db, companyId, locale),
    categoriesOf(db, companyId, locale),
  ])
  return { lists, categories: mine }
}

/** A public company's price lists (and where its profile is); 404 for an unknown company or one whose owner is not active. */
export async function publicPriceLists(
  db: Database,
  companyId: number,
  locale: Locale,
): Promise<PublicPriceLists> {
  const company = await activeCompany(db, eq(companies.id, companyId))
  if (!company) throw notFound()
  const [lists, [profile]] = await Promise.all([
    priceListsOf(db, companyId, locale),
    db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)),
  ])
  return { companyId, companyName: company.name, companySlug: profile?.slug ?? '', lists }
}

/**
 * Replaces the caller's price list in one of its own categories (404 for any other category): the list
 * row, its old lines out and the new ones in, one batch.
 */
export async function savePriceList(
  db: Database,
  companyId: number,
  categoryId: number,
  items: ItemInput[],
  locale: Locale,
): Promise<PriceList> {
  const [own] = await db
    .select({ id: companyCategories.categoryId })
    .from(companyCategories)
    .where(and(eq(companyCategories.companyId, companyId), eq(companyCategories.categoryId, categoryId)))
  if (!own) throw notFound()
  const listId = sql<number>`(select ${priceLists.id} from ${priceLists} where ${priceLists.companyId} = ${companyId} and ${priceLists.categoryId} = ${categoryId})`
  await db.batch([
    db
      .insert(priceLists)
      .values({ companyId, categoryId, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: [priceLists.companyId, priceLists.categoryId],
        set: { updatedAt: clock.now() },
      }),
    db.delete(priceListItems).where(eq(priceListItems.priceListId, listId)),
    db.insert(priceListItems).values(
      items.map((item, position) => ({
        priceListId: listId,
        name: item.name,
        unit: item.unit,
        amountOre: item.amountOre,
        position,
      })),
    ),
  ])
  const list = (await priceListsOf(db, companyId, locale)).find((l) => l.categoryId === categoryId)
  if (!list) throw notFound()
  return list
}

/** Deletes the caller's list in one category (its lines go with it); 404 when there is none. */
export async function removePriceList(db: Database, companyId: number, categoryId: number): Promise<void> {
  await deleteOwn(
    db,
    priceLists,
    and(eq(priceLists.companyId, companyId), eq(priceLists.categoryId, categoryId)),
  )
}

/** One line of a company's price list with what an order needs; null unless it is that company's. */
export async function priceListItemOf(db: Database, companyId: number, itemId: number) {
  const [row] = await db
    .select({
      id: priceListItems.id,
      name: priceListItems.name,
      unit: priceListItems.unit,
      amountOre: priceListItems.amountOre,
      categoryId: priceLists.categoryId,
    })
    .from(priceListItems)
    .innerJoin(priceLists, eq(priceLists.id, priceListItems.priceListId))
    .where(and(eq(priceListItems.id, itemId), inArray(priceLists.companyId, [companyId])))
  return row ?? null
}
