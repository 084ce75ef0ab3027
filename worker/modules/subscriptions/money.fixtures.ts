import { env } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { categories, companyCategories } from '../../db/schema'
import { database } from '../../lib/db'
import { type MoneyEvent, recordMoney } from '../../lib/ledger'

/** Test-only: a top-up's ledger event as the payment webhook writes it (the provider's money on the wallet). */
export const topUpEvent = (
  companyId: number,
  amountOre: number,
  topUpId = crypto.randomUUID(),
): MoneyEvent => ({
  companyId,
  kind: 'topup',
  idempotencyKey: `topup:${topUpId}`,
  postings: [
    { account: 'wallet', amountOre },
    { account: 'provider', amountOre: -amountOre },
  ],
})

/** Test-only: credits a company's balance the way the payment webhook does (a top-up ledger event). */
export async function topUp(companyId: number, amountOre: number, topUpId = crypto.randomUUID()) {
  return recordMoney(database(env.DB), topUpEvent(companyId, amountOre, topUpId), 1_000)
}

/** Test-only: the sum of each of a company's transactions' postings (all must be zero). */
export async function postingSums(companyId: number) {
  const rows = await database(env.DB).all<{ total: number }>(sql`
    SELECT sum(amount_ore) AS total FROM ledger_postings WHERE company_id = ${companyId} GROUP BY transaction_id`)
  return rows.map((r) => Number(r.total))
}

/** Test-only: a fresh key for a plan change. */
export const changeKey = () => crypto.randomUUID().replaceAll('-', '')

/**
 * Test-only: the company works in a subcategory of its category instead of the category itself (as when
 * it ticks only 'Terrasse' under 'Tømrer' at sign-up). Returns the subcategory.
 */
export async function workInSubcategoryOnly(companyId: number, category: { id: number; slug: string }) {
  const db = database(env.DB)
  const [sub] = await db
    .insert(categories)
    .values({ slug: `${category.slug}-sub`, nameDa: 'Terrasse', nameEn: 'Decking', parentId: category.id })
    .returning()
  if (!sub) throw new Error('subcategory insert failed')
  await db.batch([
    db.delete(companyCategories).where(eq(companyCategories.companyId, companyId)),
    db.insert(companyCategories).values({ companyId, categoryId: sub.id }),
  ])
  return sub
}
