import * as v from 'valibot'

/** What a company is: a firm with a CVR number, or a person who works without one. */
export const companyKinds = ['company', 'person'] as const
export const CompanyKind = v.picklist(companyKinds)

/**
 * A company's own fields as the API shows them (the admin's view, the owner's data export; the company's
 * settings and its public profile pick the ones they show): defined once, so they cannot drift. Each
 * answer adds its own extras (and its own spelling of `createdAt`: unix seconds in the API, an ISO string
 * in the human-readable export).
 */
export const CompanyFields = v.object({
  id: v.number(),
  kind: CompanyKind,
  name: v.string(),
  slug: v.string(),
  cvr: v.nullable(v.string()),
  address: v.nullable(v.string()),
  zip: v.string(),
  city: v.string(),
  region: v.string(),
  phone: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
})
