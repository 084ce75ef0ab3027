import * as v from 'valibot'

/**
 * One page of a longer list, as every paged answer gives it (the admin's lists, a company's reviews, its
 * bookings): the page's items, which page it is (counted from 1), how many pages and items there are.
 */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: v.number(), pageCount: v.number(), total: v.number() })
