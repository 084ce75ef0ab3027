import { adminPageSize } from '../../../domain/schemas/admin'

/** The first row of page `page` (counted from 1) of an admin list, `adminPageSize` rows a page. */
export const pageOffset = (page: number) => (page - 1) * adminPageSize

/** An admin list's answer (`pageOf` in domain/schemas/page.ts): one page of items and the count of all rows. */
export const adminPage = <T>(items: T[], total: { n: number } | undefined, page: number) => ({
  items,
  page,
  pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / adminPageSize)),
  total: total?.n ?? 0,
})
