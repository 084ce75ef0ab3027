import i18next from 'i18next'
import { isErasedName } from '../../../domain/schemas/account'

/**
 * An erased account has no name in the data (`erasedName`; companies and categories always have one):
 * every name the admin pages show passes through here, and an empty one becomes the localized "deleted
 * user". The catalog is loaded first, so the text is there even when the answer beats the page's.
 */
export async function withShownNames<T>(answer: Promise<T>): Promise<T> {
  const [data] = await Promise.all([answer, i18next.loadNamespaces('admin')])
  const label = i18next.t('admin:::deletedUser')
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'name' && typeof inner === 'string' && isErasedName(inner) ? label : walk(inner),
      ]),
    )
  }
  return walk(data) as T
}
