import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { type PlanId, planOf } from '../../../domain/rules/plans'
import { isReservedSlug } from '../../../domain/rules/slug'
import { callbackContactStates } from '../../../domain/schemas/invitations'
import type { CompanyProfile } from '../../../domain/schemas/reviews'
import {
  categories,
  companies,
  companyCategories,
  companyMedia,
  contacts,
  openingHours,
  priceLists,
  subscriptions,
  users,
} from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { collatorFor } from '../../lib/i18n'
import { requestCallback } from '../invitations/request-callback'
import { activeAccountStates } from '../invitations/states'
import { ratingOf, reviewPage } from './review-rows'

/** The company behind a public slug, while its owner's account is active (else the profile is gone). */
async function companyBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ company: companies })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(and(eq(companies.slug, slug), inArray(users.status, [...activeAccountStates])))
  return row?.company ?? null
}

/**
 * `/{slug}`: everything the public profile shows, with one page of reviews. A blocked or erased
 * company, like an unknown slug, is a 404.
 */
export async function readProfile(
  db: Database,
  slug: string,
  page: number,
  locale: Locale,
  canonicalOrigin: string,
): Promise<CompanyProfile> {
  const company = await companyBySlug(db, slug)
  if (!company) throw notFound('reviews:::profile::notFound')
  const [cats, plans, media, hours, lists] = await db.batch([
    db
      .select({
        id: categories.id,
        nameDa: categories.nameDa,
        nameEn: categories.nameEn,
        slug: categories.slug,
      })
      .from(companyCategories)
      .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
      .where(eq(companyCategories.companyId, company.id)),
    db
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.id)),
    db
      .select({ key: companyMedia.logoKey, version: companyMedia.logoVersion })
      .from(companyMedia)
      .where(eq(companyMedia.companyId, company.id)),
    db
      .select({ day: openingHours.day, type: openingHours.type, value: openingHours.value })
      .from(openingHours)
      .where(eq(openingHours.companyId, company.id))
      .orderBy(asc(openingHours.day)),
    db.select({ n: count() }).from(priceLists).where(eq(priceLists.companyId, company.id)),
  ])
  const rating = await ratingOf(db, company.id)
  const collator = collatorFor(locale)
  const plan = plans
    .map((p) => p.plan as PlanId)
    .reduce<PlanId>((best, p) => (planOf(p).rank > planOf(best).rank ? p : best), 'basic')
  const logo = media[0]
  return {
    id: company.id,
    slug: company.slug,
    // Where the canonical link points (worker/render/head.ts): the configured origin, not the request's.
    url: `${canonicalOrigin}/${company.slug}`,
    name: company.name,
    description: company.description,
    // The logo route of the company settings (worker/modules/company-profile/logo.ts).
    logoUrl: logo?.key ? `/media/logos/${company.id}/${logo.version}` : null,
    phone: company.phone ?? company.mobile,
    address: company.address,
    zip: company.zip,
    city: company.city,
    areas: [company.region],
    categories: cats
      .map((c) => ({ id: c.id, slug: c.slug, name: locale === 'en' ? c.nameEn : c.nameDa }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    plan,
    // Signed up through the CVR form, which fills the company from the register (a person without CVR
    // signs up as `person`).
    cvrVerified: company.kind === 'company' && company.cvr !== null,
    cvr: company.cvr,
    openingHours: hours,
    priceLists: lists[0]?.n ?? 0,
    rating,
    reviews: await reviewPage(db, company.id, page, rating.count, locale),
  }
}

/**
 * The profile's part of its edge-cache key (decision 009): a fingerprint of everything on the page that
 * lives in the database (details, categories, plan, logo, opening hours, price lists, reviews,
 * replies and withdrawals), read in one statement, so any change is a new key everywhere. Null for an unknown slug.
 */
export async function profileVersion(db: Database, slug: string): Promise<string | null> {
  const rows = await db.all<{ v: string | null }>(sql`
    SELECT (
      c.id || '|' || c.name || '|' || c.description || '|' || coalesce(c.phone, '') || '|' ||
      coalesce(c.mobile, '') || '|' || coalesce(c.address, '') || '|' || c.zip || '|' || coalesce(c.cvr, '') || '|' ||
      u.status || '|' ||
      coalesce((SELECT group_concat(cc.category_id) FROM company_categories cc WHERE cc.company_id = c.id), '') || '|' ||
      coalesce((SELECT group_concat(s.plan) FROM subscriptions s WHERE s.company_id = c.id), '') || '|' ||
      coalesce((SELECT m.logo_version || coalesce(m.logo_key, '') FROM company_media m WHERE m.company_id = c.id), '') || '|' ||
      coalesce((SELECT group_concat(o.day || o.type || o.value) FROM opening_hours o WHERE o.company_id = c.id), '') || '|' ||
      coalesce((SELECT count(*) || max(p.updated_at) FROM price_lists p WHERE p.company_id = c.id), '') || '|' ||
      (SELECT count(*) || ':' || coalesce(max(r.updated_at), 0) || ':' || coalesce(sum(r.id), 0) || ':' ||
        count(r.withdrawn_at) FROM reviews r WHERE r.company_id = c.id)
    ) AS v
    FROM companies c JOIN users u ON u.id = c.owner_user_id
    WHERE c.slug = ${slug}`)
  return rows[0]?.v ?? null
}

/** The slug of a path that may be a company profile (`/{slug}`), else null. */
export function profileSlug(pathname: string): string | null {
  const match = /^\/([a-z0-9-]{1,80})$/.exec(pathname)
  return match?.[1] && !isReservedSlug(match[1]) ? match[1] : null
}

/** Every public profile (sitemap.xml): companies whose owner's account is active. */
export async function profileSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(inArray(users.status, [...activeAccountStates]))
    .orderBy(asc(companies.slug))
  return rows.map((r) => r.slug).filter((slug) => !isReservedSlug(slug))
}

/**
 * 'Bliv ringet op' on a profile: the call-back request (invitations/request-callback.ts) for my most
 * recent live contact with this company. Without one there is nothing to call about: 409, and the page
 * offers to send the company a job.
 */
export async function callbackFromProfile(db: Database, customerId: number, slug: string, origin: string) {
  const company = await companyBySlug(db, slug)
  if (!company) throw notFound('reviews:::profile::notFound')
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, company.id),
        eq(contacts.customerId, customerId),
        inArray(contacts.state, callbackContactStates),
      ),
    )
    .orderBy(desc(contacts.updatedAt), desc(contacts.id))
    .limit(1)
  if (!contact) throw new ApiError('conflict', { messageKey: 'reviews:::profile::callbackNoJob' })
  return requestCallback(db, customerId, contact.id, origin)
}
