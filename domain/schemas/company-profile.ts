import * as v from 'valibot'
import { clockTime } from '../rules/copenhagen-time'
import { normalizeDanishPhone } from '../rules/phone'
import { maxPriceOre } from '../rules/price-da'
import { CompanyCategoryIds, email, phone, zip } from './auth'
import { CompanyFields } from './company'
import { PostJobResponse } from './jobs'
import { BodyId } from './params'
import { cleanParagraphs, plainText } from './text'

/**
 * Contracts of the company's own settings (issue 19: `/firma/oplysninger`), its opening hours, price
 * lists, the personalised order and the media-center widget. Messages are locale keys
 * (`companyinfo:::errors::…`, `pricelists:::errors::…`).
 */
const info = 'companyinfo:::errors::'
const order = 'pricelists:::errors::'

// ——— Opening hours ———

/** Opening times' `type`: open with a time span, closed, or by appointment. */
export const openingHourTypes = ['open', 'closed', 'appointment'] as const
export type OpeningHourType = (typeof openingHourTypes)[number]
/** 0 = Monday … 6 = Sunday (weeks start on Monday). */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const

/** `8-16`, `08.00 - 16.00`, `8:00–16:30` → `08.00–16.00`; null when it is not a span within one day. */
export function normalizeOpeningSpan(text: string): string | null {
  const match = /^\s*(\d{1,2})(?:[.:](\d{2}))?\s*[-–—]\s*(\d{1,2})(?:[.:](\d{2}))?\s*$/.exec(text)
  if (!match) return null
  const [, h1 = '', m1 = '00', h2 = '', m2 = '00'] = match
  const from = Number(h1) * 60 + Number(m1)
  const to = Number(h2) * 60 + Number(m2)
  if (Number(h1) > 23 || Number(h2) > 24 || Number(m1) > 59 || Number(m2) > 59 || to > 24 * 60) return null
  if (to <= from) return null
  return `${clockTime(h1, m1)}–${clockTime(h2, m2)}`
}

export const OpeningHour = v.pipe(
  v.object({
    day: v.picklist(weekdays),
    type: v.picklist(openingHourTypes, `${info}openingTypeRequired`),
    value: v.optional(v.pipe(v.string(), v.maxLength(40, 'common:::errors::tooLong')), ''),
  }),
  v.forward(
    v.check(
      (row) => row.type !== 'open' || normalizeOpeningSpan(row.value) !== null,
      `${info}openingSpanInvalid`,
    ),
    ['value'],
  ),
  v.transform((row) => ({
    day: row.day,
    type: row.type,
    value: row.type === 'open' ? (normalizeOpeningSpan(row.value) ?? '') : '',
  })),
)
export type OpeningHour = v.InferOutput<typeof OpeningHour>

/** PUT /company/opening-hours: the whole week (days left out are not stated). */
export const OpeningHoursRequest = v.object({
  days: v.pipe(
    v.array(OpeningHour),
    v.maxLength(7),
    v.check((rows) => new Set(rows.map((r) => r.day)).size === rows.length, `${info}openingDayTwice`),
  ),
})
export type OpeningHoursRequest = v.InferInput<typeof OpeningHoursRequest>
/** One stated day as stored and shown (the settings page, the public profile); `value` is the span when open. */
export const OpeningDay = v.object({ day: v.number(), type: v.picklist(openingHourTypes), value: v.string() })
export const OpeningHours = v.object({ days: v.array(OpeningDay) })
export type OpeningHours = v.InferOutput<typeof OpeningHours>

// ——— Company info ———

/** An optional Danish phone (the mobile): empty is none, anything else must be a number. */
const optionalPhone = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || normalizeDanishPhone(text) !== null, 'auth:::errors::phoneInvalid'),
  v.transform((text) => (text === '' ? null : (normalizeDanishPhone(text) ?? text))),
)

/** PUT /company/info: everything the settings page edits (the logo has its own upload). */
export const CompanyInfoUpdate = v.object({
  name: plainText(160, 'auth:::errors::companyNameRequired'),
  description: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'common:::errors::tooLong')),
  phone: phone('auth:::errors::companyPhoneRequired'),
  mobile: optionalPhone,
  email: email('auth:::errors::companyEmailRequired'),
  address: plainText(200, 'auth:::errors::addressRequired'),
  zip: zip('auth:::errors::companyZipRequired'),
  /** At least one; at most two top categories (the server checks the tree). */
  categoryIds: CompanyCategoryIds,
  /** notifications_phone: SMS notifications to the mobile. */
  sms: v.boolean(),
})
export type CompanyInfoUpdate = v.InferInput<typeof CompanyInfoUpdate>

export const CompanyInfo = v.object({
  ...v.pick(CompanyFields, ['id', 'slug', 'name', 'phone', 'mobile', 'email', 'address', 'zip', 'city'])
    .entries,
  description: v.string(),
  categoryIds: v.array(v.number()),
  sms: v.boolean(),
  /** `/media/logos/{company}/{version}` or null. */
  logoUrl: v.nullable(v.string()),
})
export type CompanyInfo = v.InferOutput<typeof CompanyInfo>

/** The logo upload (raw body): at most 2 MB, PNG, JPEG or WebP as its first bytes say. */
export const maxLogoBytes = 2 * 1024 * 1024
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export const LogoResponse = v.object({ logoUrl: v.nullable(v.string()) })

// ——— Widget ———

export const WidgetColorRequest = v.object({
  color: v.pipe(
    v.string(`${info}colorInvalid`),
    v.trim(),
    v.regex(/^#[0-9a-fA-F]{6}$/, `${info}colorInvalid`),
    v.toLowerCase(),
  ),
})
export type WidgetColorRequest = v.InferInput<typeof WidgetColorRequest>
export const WidgetSettings = v.object({
  color: v.string(),
  /** The HTML to paste into another site (an iframe of `/widget/{slug}`). */
  embedCode: v.string(),
  /** The widget's own address, for the live preview. */
  widgetUrl: v.string(),
})
export type WidgetSettings = v.InferOutput<typeof WidgetSettings>

// ——— Price lists ———

export const maxPriceListItems = 50

export const PriceListItemInput = v.object({
  name: plainText(120, `${order}itemNameRequired`),
  unit: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'common:::errors::tooLong')), ''),
  amountOre: v.pipe(
    v.number(`${order}amountInvalid`),
    v.integer(`${order}amountInvalid`),
    v.minValue(100, `${order}amountInvalid`),
    v.maxValue(maxPriceOre, `${order}amountInvalid`),
  ),
})
export const PriceListUpdate = v.object({
  items: v.pipe(
    v.array(PriceListItemInput),
    v.minLength(1, `${order}itemsRequired`),
    v.maxLength(maxPriceListItems, `${order}tooManyItems`),
  ),
})
export type PriceListUpdate = v.InferInput<typeof PriceListUpdate>

export const PriceListItem = v.object({
  id: v.number(),
  name: v.string(),
  unit: v.string(),
  amountOre: v.number(),
})
export type PriceListItem = v.InferOutput<typeof PriceListItem>
export const PriceList = v.object({
  categoryId: v.number(),
  categoryName: v.string(),
  items: v.array(PriceListItem),
})
export type PriceList = v.InferOutput<typeof PriceList>
/** A company's price lists, one per category; `categories` are the ones it may add a list in. */
export const MyPriceLists = v.object({
  lists: v.array(PriceList),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
})
export type MyPriceLists = v.InferOutput<typeof MyPriceLists>
export const PublicPriceLists = v.object({
  companyId: v.number(),
  companyName: v.string(),
  /** The company's profile is at `/{companySlug}`. */
  companySlug: v.string(),
  lists: v.array(PriceList),
})
export type PublicPriceLists = v.InferOutput<typeof PublicPriceLists>

// ——— Personalised order ———

export const maxOrderAmount = 999

/**
 * The order form's fields, with the spec's texts (section 5), and the street the job is at: an order is
 * a binding purchase, so the company must know where the job is.
 */
export const OrderContact = v.object({
  name: plainText(120, `${order}name`),
  street: plainText(200, `${order}street`),
  phone: v.pipe(
    v.string(`${order}phone`),
    v.trim(),
    v.check((text) => normalizeDanishPhone(text) !== null, `${order}phone`),
    v.transform((text) => normalizeDanishPhone(text) ?? text),
  ),
  zip: v.pipe(v.string(`${order}zip`), v.trim(), v.regex(/^\d{4}$/, `${order}zip`)),
  email: v.pipe(
    v.string(`${order}emailRequired`),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(`${order}emailRequired`),
    v.maxLength(254, `${order}emailInvalid`),
    v.email(`${order}emailInvalid`),
  ),
})
export type OrderContact = v.InferInput<typeof OrderContact>

/** The longest note to the company an order may carry. */
export const maxOrderNoteLength = 2000

/**
 * What an order adds to its contact: an optional note to the company (what, when, access …) and the
 * terms of trade, which must be accepted (an order is a binding purchase).
 */
export const OrderTerms = v.object({
  note: v.optional(
    v.pipe(
      v.string(),
      v.transform(cleanParagraphs),
      v.maxLength(maxOrderNoteLength, 'common:::errors::tooLong'),
    ),
    '',
  ),
  acceptTerms: v.literal(true, `${order}acceptTerms`),
})

/** POST /orders (createpersonalizedwork): one line of a price list, how many, and who orders. */
export const OrderRequest = v.object({
  companyId: BodyId,
  itemId: BodyId,
  amount: v.pipe(
    v.number(`${order}quantityInvalid`),
    v.integer(`${order}quantityInvalid`),
    v.minValue(1, `${order}quantityInvalid`),
    v.maxValue(maxOrderAmount, `${order}quantityInvalid`),
  ),
  contact: OrderContact,
  ...OrderTerms.entries,
})
export type OrderRequest = v.InferInput<typeof OrderRequest>
/** An order becomes a job: the answer is a posted job's (its id, my jobs with it open, a new account?). */
export const OrderResponse = PostJobResponse
export type OrderResponse = PostJobResponse
