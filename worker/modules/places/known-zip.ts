import { fieldError } from '../../lib/errors'
import { postcode } from './places.service'

/** The place of a Danish postcode; 422 on `zip` when no such postcode exists. */
export function knownZip(zip: string) {
  const found = postcode(zip)
  if (!found) throw fieldError('zip', 'auth:::errors::zipUnknown')
  return found
}
