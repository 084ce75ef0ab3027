import * as v from 'valibot'

/**
 * One page of a longer list, as every paged answer gives it (the admin's lists, a company's reviews, its
 * bookings): the page's items, which page it is (counted from 1), how many pages and items there are.
 */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: v.number(), pageCount: v.number(), total: v.number() })

/**
 * Which page of a list a query asks for (`?page=2`; the public profile's reviews `?side=2`): a whole
 * number from 1, the first when absent.
 */
export const PageNumber = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'common:::errors::page'), v.transform(Number)),
  '1',
)
