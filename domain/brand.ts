/** The working name of the product: one constant, easy to change. */
export const productName = 'Opgavetorvet'

/**
 * Who runs the marketplace, as Danish law wants it on every page (e-handelsloven § 7): name, address,
 * CVR and contact. One place, used by the footer, the legal pages and the e-mails.
 */
export const operator = {
  name: 'Opgavetorvet ApS',
  street: 'Vesterbrogade 149',
  zip: '1620',
  city: 'København V',
  cvr: '41800003',
  email: 'kontakt@opgavetorvet.dk',
  phone: '70 20 30 40',
  phoneHref: 'tel:+4570203040',
  /** Weekdays, local time. */
  phoneHours: { from: '9', to: '16' },
} as const
