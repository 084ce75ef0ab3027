/** The working name of the product: one constant, easy to change. */
export const productName = 'Opgavetorvet'
