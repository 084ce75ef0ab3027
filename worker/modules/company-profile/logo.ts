import { and, eq, sql } from 'drizzle-orm'
import { sniffImageType } from '../../../domain/rules/image-type'
import { maxLogoBytes } from '../../../domain/schemas/company-profile'
import { companyMedia } from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError, fieldError } from '../../lib/errors'

/** The one path of the raw upload (its own body limit in app.ts, its own content types in csrf.ts). */
export const logoUploadPath = '/api/company/logo'
/** The content types the upload may be sent with; the bytes themselves decide the stored type. */
export const logoUploadTypes = /^image\/(png|jpeg|webp)$/i

/** `/media/logos/{company}/{version}`: a new logo is a new address, so each may be cached for a year. */
export const logoUrl = (companyId: number, version: number) => `/media/logos/${companyId}/${version}`

/** The company's current logo: its object key (null without a logo) and version; undefined before any. */
async function currentLogo(db: Database, companyId: number) {
  const [row] = await db
    .select({ key: companyMedia.logoKey, version: companyMedia.logoVersion })
    .from(companyMedia)
    .where(eq(companyMedia.companyId, companyId))
  return row
}

/** The address of a company's logo, or null without one (public: the profile page shows it). */
export async function logoUrlOf(db: Database, companyId: number): Promise<string | null> {
  const row = await currentLogo(db, companyId)
  return row?.key ? logoUrl(companyId, row.version) : null
}

/**
 * Stores the uploaded bytes as the caller's logo: refused (413) over 2 MB and (422) unless its first
 * bytes are PNG, JPEG or WebP. The old object is deleted once the new one is in place.
 */
export async function uploadLogo(db: Database, bucket: R2Bucket, companyId: number, body: ArrayBuffer) {
  if (body.byteLength > maxLogoBytes)
    throw new ApiError('payload_too_large', { messageKey: 'companyinfo:::errors::logoTooLarge' })
  const type = sniffImageType(new Uint8Array(body, 0, Math.min(body.byteLength, 16)))
  if (!type) throw fieldError('logo', 'companyinfo:::errors::logoType')
  const key = `logos/${companyId}/${crypto.randomUUID()}`
  await bucket.put(key, body, { httpMetadata: { contentType: type } })
  const before = await currentLogo(db, companyId)
  const [saved] = await db
    .insert(companyMedia)
    .values({ companyId, logoKey: key, logoType: type, logoVersion: 1 })
    .onConflictDoUpdate({
      target: companyMedia.companyId,
      set: { logoKey: key, logoType: type, logoVersion: sql`${companyMedia.logoVersion} + 1` },
    })
    .returning({ version: companyMedia.logoVersion })
  if (before?.key) await bucket.delete(before.key)
  return { logoUrl: saved ? logoUrl(companyId, saved.version) : null }
}

export async function removeLogo(db: Database, bucket: R2Bucket, companyId: number) {
  const before = await currentLogo(db, companyId)
  await db
    .update(companyMedia)
    .set({ logoKey: null, logoType: null })
    .where(eq(companyMedia.companyId, companyId))
  if (before?.key) await bucket.delete(before.key)
  return { logoUrl: null }
}

/** The stored logo of `companyId` at `version`, or null (an old version is gone: 404). */
export async function readLogo(db: Database, bucket: R2Bucket, companyId: number, version: number) {
  const [row] = await db
    .select({ key: companyMedia.logoKey, type: companyMedia.logoType })
    .from(companyMedia)
    .where(and(eq(companyMedia.companyId, companyId), eq(companyMedia.logoVersion, version)))
  if (!row?.key || !row.type) return null
  const object = await bucket.get(row.key)
  return object ? { body: object.body, type: row.type } : null
}
