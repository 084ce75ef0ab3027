import { contactLifecycle } from '../../../../domain/lifecycle/contact'
import { allowedActions } from '../../../../domain/lifecycle/define'
import type { CompanyJob } from '../../../../domain/schemas/company-jobs'

/**
 * What the company may do with its offer on a job, from the contact lifecycle (the web shows only what
 * the table allows): make the first offer, send one again, replace the live one, or withdraw it.
 */
export function offerActions(job: Pick<CompanyJob, 'takesOffers' | 'contact'>) {
  const allowed = job.contact ? allowedActions(contactLifecycle, job.contact.state, 'company') : []
  const edit = allowed.includes('editOffer')
  const offer = job.takesOffers && (job.contact === null || edit || allowed.includes('sendOffer'))
  return { offer, edit, withdraw: edit && allowed.includes('withdraw') }
}
