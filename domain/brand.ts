import operatorData from './data/operator.json'

/** The working name of the product: one constant, easy to change. */
export const productName = 'Opgavetorvet'

/**
 * Who runs the marketplace, as Danish law wants it on every page (e-handelsloven § 7): name, address,
 * CVR and contact (`phoneHours`: weekdays, local time). One place (`data/operator.json`, which the seed
 * reads too), used by the footer, the legal pages, the e-mails and the receipts.
 */
export const operator: Readonly<typeof operatorData> = operatorData
