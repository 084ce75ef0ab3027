/**
 * What a form an anonymous visitor may send as a customer gets from the route: the auth feature's
 * profile confirmation (`useProfileConfirmation().confirmThenSubmit`; features stay apart). A visitor
 * whose e-mail has a profile types its password first; then `submit` runs as that customer. Used by
 * the create-job form and the price-list order.
 */
export type ConfirmThenSubmit<T> = (input: {
  email: string
  as: 'customer'
  submit: () => Promise<T>
}) => Promise<{ outcome: 'submitted'; value: T } | { outcome: 'cancelled' }>
