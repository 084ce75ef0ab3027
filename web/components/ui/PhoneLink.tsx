import { normalizeDanishPhone } from '../../../domain/rules/phone'
import { formatPhone } from '../../lib/format'

/** The number a phone dials: a Danish one with its country code (it works from a foreign SIM too), any other as written without spaces. */
export function phoneHref(phone: string): string {
  const danish = normalizeDanishPhone(phone)
  return danish ? `tel:+45${danish}` : `tel:${phone.replace(/\s/g, '')}`
}

/**
 * How tall a phone link is: on a phone and a tablet (below `lg`) a 44 px target a thumb can hit, as every
 * use is a line of its own (a fact's value); at a desk the line's own height.
 */
export const phoneLinkClass = 'inline-flex min-h-11 items-center lg:min-h-0'

/** A phone number as a link that calls it, shown as Danes write it (`40 50 60 70`). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={phoneHref(phone)} className={className ? `${phoneLinkClass} ${className}` : phoneLinkClass}>
      {formatPhone(phone)}
    </a>
  )
}

/** A phone as a `FactList` value: the link, or null (the row left out) where there is no number. */
export const phoneFact = (phone: string | null) => (phone ? <PhoneLink phone={phone} /> : null)
