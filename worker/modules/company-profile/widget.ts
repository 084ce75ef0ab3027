import { and, desc, eq, sql } from 'drizzle-orm'
import { html, raw } from 'hono/html'
import { productName } from '../../../domain/brand'
import type { Locale } from '../../../domain/i18n'
import type { WidgetSettings } from '../../../domain/schemas/company-profile'
import { companies, companyMedia, reviews } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { inlineHash } from '../../lib/security-headers'
import { activeCompany } from '../invitations/company-recipient'
import { published } from '../reviews/review-rows'
import { logoUrlOf } from './logo'

/** The house colour a widget has until the company picks one. */
export const defaultWidgetColor = '#1f7a4d'
const hex = /^#[0-9a-f]{6}$/

/** `?color=` of the live preview (`1a2b3c` or `#1a2b3c`), or null when it is not a colour. */
export function previewColor(value: string | undefined): string | null {
  if (!value) return null
  const color = `#${value.replace(/^#/, '').toLowerCase()}`
  return hex.test(color) ? color : null
}

/** White or near-black text, whichever reads better on `color` (WCAG relative luminance). */
export function textOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white (1.05 / (L + 0.05)) against contrast with #14181d (L ≈ 0.009).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.059 ? '#ffffff' : '#14181d'
}

async function storedColor(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ color: companyMedia.widgetColor })
    .from(companyMedia)
    .where(eq(companyMedia.companyId, companyId))
  return row?.color ?? defaultWidgetColor
}

/** The company's colour and the code to paste (an iframe of its widget). */
export async function widgetSettings(
  db: Database,
  companyId: number,
  origin: string,
  locale: Locale,
): Promise<WidgetSettings> {
  const [company] = await db
    .select({ slug: companies.slug, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) throw notFound()
  const color = await storedColor(db, companyId)
  const widgetUrl = `${origin}/widget/${company.slug}`
  const title = translate(locale, 'companyinfo:::widget::frameTitle', {
    name: company.name,
    product: productName,
  })
  const embedCode = String(
    html`<iframe src="${widgetUrl}" title="${title}" width="320" height="260" loading="lazy" style="border:0;max-width:100%"></iframe>`,
  )
  return { color, embedCode, widgetUrl }
}

export async function saveWidgetColor(db: Database, companyId: number, color: string) {
  await db
    .insert(companyMedia)
    .values({ companyId, widgetColor: color })
    .onConflictDoUpdate({ target: companyMedia.companyId, set: { widgetColor: color } })
}

/** The rating (average, count) and the three newest reviews' stars and titles. */
async function reviewSummary(db: Database, companyId: number) {
  const [totals] = await db
    .select({ count: sql<number>`count(*)`, average: sql<number | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), published))
  const latest = await db
    .select({ rating: reviews.rating, title: reviews.title })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(3)
  return { count: totals?.count ?? 0, average: totals?.average ?? null, latest }
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating)

/**
 * The media-center widget as a tiny HTML page of its own (no app script): the company's name and logo
 * in its colour and a link to its profile. Any site may frame it (its own `frame-ancestors *`); 404 for
 * an unknown slug or a company whose owner is not active.
 */
export async function renderWidget(
  db: Database,
  slug: string,
  options: { origin: string; locale: Locale; color?: string | undefined },
): Promise<{ body: string; policy: string } | null> {
  const company = await activeCompany(db, eq(companies.slug, slug.toLowerCase()))
  if (!company) return null
  const color = previewColor(options.color) ?? (await storedColor(db, company.id))
  const [logo, summary] = await Promise.all([logoUrlOf(db, company.id), reviewSummary(db, company.id)])
  const rating =
    summary.average === null
      ? ''
      : new Intl.NumberFormat(options.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          summary.average,
        )
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(options.locale, `companyinfo:::widget::${key}`, vars)
  const style = `*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#14181d;background:#fff}
.w{border:2px solid ${color};border-radius:12px;overflow:hidden;height:100vh;display:flex;flex-direction:column}
.h{background:${color};color:${textOn(color)};padding:10px 14px;display:flex;gap:10px;align-items:center}
.h img{width:40px;height:40px;object-fit:contain;background:#fff;border-radius:6px}
.n{font-weight:700;font-size:16px;margin:0}.b{padding:12px 14px;flex:1;overflow:auto}.b p{margin:0 0 8px}
.r{font-weight:700}.s{color:#8a5a00;letter-spacing:1px}ul{list-style:none;margin:0 0 10px;padding:0;font-size:13px}li{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
a.l{display:inline-block;background:${color};color:${textOn(color)};text-decoration:none;border-radius:8px;padding:8px 12px;font-weight:600}
a.l:focus-visible{outline:3px solid #14181d;outline-offset:2px}.f{font-size:12px;color:#5b6470;padding:0 14px 10px}`
  const profile = `${options.origin}/${slug.toLowerCase()}`
  const body = String(html`<!doctype html>
<html lang="${options.locale === 'en' ? 'en' : 'da'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${company.name}</title><meta name="robots" content="noindex"><style>${raw(style)}</style></head>
<body><div class="w"><div class="h">${logo ? html`<img src="${options.origin}${logo}" alt="">` : ''}<p class="n">${company.name}</p></div>
<div class="b">${
    summary.count > 0
      ? html`<p class="r">${t('rating', { rating, count: Number(summary.count) })}</p>
<ul>${summary.latest.map((r) => html`<li><span class="s" aria-label="${t('stars', { rating: String(r.rating) })}">${stars(r.rating)}</span> ${r.title}</li>`)}</ul>`
      : html`<p>${t('lead', { name: company.name, product: productName })}</p>`
  }
<a class="l" href="${profile}" target="_blank" rel="noopener">${t('profileLink')}</a></div>
<p class="f">${t('footer', { product: productName })}</p></div></body></html>`)
  const policy = [
    "default-src 'none'",
    `style-src ${inlineHash(style)}`,
    "img-src 'self'",
    'frame-ancestors *',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  return { body, policy }
}
