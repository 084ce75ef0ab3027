import { adminPageSize } from '../../../domain/schemas/admin'

/** The first row of page `page` (counted from 1) of an admin list, `adminPageSize` rows a page. */
export const pageOffset = (page: number) => (page - 1) * adminPageSize

/** An admin list's answer (`paged` in domain/schemas/admin.ts): one page of items and the count of all rows. */
export const adminPage = <T>(items: T[], total: { n: number } | undefined, page: number) => ({
  items,
  total: total?.n ?? 0,
  page,
  pageSize: adminPageSize,
})
