import type { CompanyJob } from '../../../domain/schemas/company-jobs'

/**
 * The privacy rule (docs/decisions/012-contact-privacy.md): a company sees none of the customer's
 * contact data until the customer hires it; then name, e-mail and phone. A call-back request shows
 * that one company the phone alone, so it can call.
 */
export function customerContactData(
  customer: { name: string; email: string | null; phone: string | null },
  relation: { hired: boolean; callbackRequested: boolean },
): CompanyJob['customer'] {
  if (relation.hired) return { name: customer.name, email: customer.email, phone: customer.phone }
  if (relation.callbackRequested) return { name: null, email: null, phone: customer.phone }
  return { name: null, email: null, phone: null }
}
