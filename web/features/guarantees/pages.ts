/** The public guarantee pages (spec section 2): URL slug → text key in `guarantees.json`. */
export const guaranteePages = {
  'haandvaerkogbyggeri-full-text': 'haandvaerkogbyggeri',
  'autoreparation-full-text': 'autoreparation',
} as const

export type GuaranteeSlug = keyof typeof guaranteePages
export type GuaranteeKey = (typeof guaranteePages)[GuaranteeSlug]

export const isGuaranteeSlug = (slug: string): slug is GuaranteeSlug => Object.hasOwn(guaranteePages, slug)
