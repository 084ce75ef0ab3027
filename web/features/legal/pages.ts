import { operator, productName } from '../../../domain/brand'

/** The legal and trust pages: route path → key in the `legal` catalog. */
export const legalPages = [
  { path: '/om-os', key: 'about' },
  { path: '/kontakt', key: 'contact' },
  { path: '/handelsbetingelser', key: 'terms' },
  { path: '/privatlivspolitik', key: 'privacy' },
  { path: '/cookiepolitik', key: 'cookies' },
] as const

export type LegalPageKey = (typeof legalPages)[number]['key']

/** Values every legal text may name. */
export const legalVars = {
  brand: productName,
  operatorName: operator.name,
  operatorAddress: `${operator.street}, ${operator.zip} ${operator.city}`,
  operatorCvr: operator.cvr,
  operatorEmail: operator.email,
}
