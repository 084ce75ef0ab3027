import { isValidCvr } from '../../../domain/rules/cvr'
import type { AppEnv } from '../../env'
import { fakesAllowed } from './config'

/** One company from the CVR register (Virk), as the sign-up form needs it. */
export interface CvrCompany {
  cvr: string
  name: string
  address: string
  zip: string
  city: string
}

export interface CvrAdapter {
  readonly name: string
  /** The company, or null when the register has none with this number. Throws when the register is down. */
  lookup(cvr: string): Promise<CvrCompany | null>
}

/** cvrapi.dk (a front for Virk's CVR data); it asks callers to identify themselves in the User-Agent. */
export function cvrApi(userAgent: string, fetcher: typeof fetch = fetch): CvrAdapter {
  return {
    name: 'cvrapi',
    async lookup(cvr) {
      const url = `https://cvrapi.dk/api?search=${encodeURIComponent(cvr)}&country=dk`
      const res = await fetcher(url, { headers: { 'User-Agent': userAgent, Accept: 'application/json' } })
      if (res.status === 404) return null
      if (!res.ok) throw new Error(`cvrapi: HTTP ${res.status}`)
      const data = (await res.json()) as {
        error?: string
        vat?: number | string
        name?: string
        address?: string
        zipcode?: string | number
        city?: string
      }
      if (data.error || !data.name) return null
      return {
        cvr: String(data.vat ?? cvr),
        name: data.name,
        address: data.address ?? '',
        zip: String(data.zipcode ?? ''),
        city: data.city ?? '',
      }
    },
  }
}

/** Fixed companies of the fake register (valid modulus-11 numbers), used in demos and tests. */
export const fakeCvrCompanies: readonly CvrCompany[] = [
  {
    cvr: '31245680',
    name: 'Hansens Tømrer & Snedker ApS',
    address: 'Strandvejen 112',
    zip: '2900',
    city: 'Hellerup',
  },
  { cvr: '35812342', name: 'Nordsjællands VVS A/S', address: 'Slotsgade 4', zip: '3400', city: 'Hillerød' },
  {
    cvr: '29876541',
    name: 'Jensen Maler & Tapet ApS',
    address: 'Vesterbrogade 77',
    zip: '1620',
    city: 'København V',
  },
  {
    cvr: '38123459',
    name: 'Aarhus El-Service ApS',
    address: 'Frederiks Allé 21',
    zip: '8000',
    city: 'Aarhus C',
  },
  {
    cvr: '40123458',
    name: 'Fynsk Tag & Facade ApS',
    address: 'Thomas B. Thriges Gade 9',
    zip: '5000',
    city: 'Odense C',
  },
  {
    cvr: '42345679',
    name: 'Limfjordens Autoværksted I/S',
    address: 'Hobrovej 210',
    zip: '9000',
    city: 'Aalborg',
  },
]

const surnames = [
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
]
const trades = [
  'Tømrer',
  'VVS',
  'Maler',
  'El-Service',
  'Murer',
  'Kloakservice',
  'Tag & Facade',
  'Gulvservice',
  'Auto',
  'Rengøring',
]
const forms = ['ApS', 'A/S', 'I/S', 'ApS']
const places: readonly [street: string, zip: string, city: string][] = [
  ['Østerbrogade', '2100', 'København Ø'],
  ['Søndergade', '8000', 'Aarhus C'],
  ['Vestergade', '5000', 'Odense C'],
  ['Boulevarden', '9000', 'Aalborg'],
  ['Dæmningen', '7100', 'Vejle'],
  ['Algade', '4000', 'Roskilde'],
  ['Kongensgade', '6700', 'Esbjerg'],
  ['Lyngby Hovedgade', '2800', 'Kongens Lyngby'],
]

/** A plausible company for any valid CVR: the same number always gives the same company. */
export function fakeCompanyFor(cvr: string): CvrCompany {
  const fixed = fakeCvrCompanies.find((c) => c.cvr === cvr)
  if (fixed) return fixed
  const digits = cvr.split('').map(Number)
  const pick = <T>(list: readonly T[], seed: number) => list[seed % list.length] as T
  const [street, zip, city] = pick(places, (digits[6] ?? 0) + (digits[7] ?? 0))
  return {
    cvr,
    name: `${pick(surnames, (digits[0] ?? 0) + (digits[1] ?? 0))}s ${pick(trades, (digits[2] ?? 0) + (digits[3] ?? 0))} ${pick(forms, digits[4] ?? 0)}`,
    address: `${street} ${(((digits[5] ?? 0) * 7 + (digits[7] ?? 0)) % 140) + 1}`,
    zip,
    city,
  }
}

/** The local register: every valid CVR exists; numbers that fail modulus 11 do not. */
export const fakeCvr: CvrAdapter = {
  name: 'fake',
  async lookup(cvr) {
    return isValidCvr(cvr) ? fakeCompanyFor(cvr) : null
  },
}

export function cvrAdapter(env: AppEnv): CvrAdapter {
  if (fakesAllowed(env)) return fakeCvr
  return cvrApi(env.CVR_USER_AGENT ?? 'Opgavetorvet - kontakt@opgavetorvet.dk')
}
