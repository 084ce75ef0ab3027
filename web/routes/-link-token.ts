/**
 * The `?token=` of a link the product mailed (confirm an e-mail, finish a Facebook sign-up, reset a
 * password): a non-empty string, or none.
 */
export const linkTokenSearch = (search: Record<string, unknown>): { token?: string } => ({
  token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
})
