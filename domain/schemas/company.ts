import * as v from 'valibot'

/** One of the company's categories and how many open jobs it has now (its subcategories included). */
export const CompanyStartCategory = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  openJobs: v.number(),
})

/** The company's start page until the workspace arrives: who it is and the open jobs in its trades. */
export const CompanyStart = v.object({
  company: v.object({ name: v.string() }),
  categories: v.array(CompanyStartCategory),
  openJobs: v.number(),
})
export type CompanyStart = v.InferOutput<typeof CompanyStart>
