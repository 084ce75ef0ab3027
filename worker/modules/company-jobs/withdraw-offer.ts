import { eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import type { OfferResult } from '../../../domain/schemas/company-jobs'
import { contacts } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'
import { contactSubject } from '../../lib/subjects'
import { companyJob } from './company-job'
import { answer } from './send-offer'

/** The company takes back its live offer, or turns down an invitation; it may offer again later. */
export async function withdrawOffer(
  db: Database,
  caller: { companyId: number; userId: number; locale: Locale },
  jobId: number,
): Promise<OfferResult> {
  const job = await companyJob(db, caller.companyId, caller.locale, jobId)
  if (!job.contact) throw notFound()
  const t = apply(db, contactLifecycle, {
    subject: contactSubject,
    transition: 'withdraw',
    by: { role: 'company', userId: caller.userId },
    id: job.contact.id,
    where: eq(contacts.companyId, caller.companyId),
  })
  await commit(db, t)
  return answer(db, caller, jobId, 'success', 'offerWithdrawn')
}
