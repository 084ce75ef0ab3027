import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Context } from 'hono'
import type * as v from 'valibot'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { formatOre } from '../../../domain/rules/money'
import { orderQuantity } from '../../../domain/rules/order-quantity'
import { formatDanishPhone } from '../../../domain/rules/phone'
import type { OrderRequest, OrderResponse } from '../../../domain/schemas/company-profile'
import { companies, contacts, jobs } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database, isUniqueViolation } from '../../lib/db'
import { ApiError, fieldError, notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { selectFor } from '../../lib/insert-select'
import { apply, initialValues, startLog } from '../../lib/lifecycle'
import { companyInMarket } from '../../lib/market'
import { deliverSoon, emailWhen } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { logIn } from '../../lib/session'
import { contactSubject, jobSubject } from '../../lib/subjects'
import { findUserByEmail } from '../auth/accounts'
import { newCustomerId, newCustomerWrites } from '../auth/create-customer-without-password'
import { activeCompany } from '../invitations/company-recipient'
import { jobPoster, newJobId } from '../jobs/post-job'
import { notificationWrites } from '../notifications/notify'
import { postcode } from '../places/places.service'
import { priceListItemOf } from './price-lists'

type Body = v.InferOutput<typeof OrderRequest>
type Write = BatchItem<'sqlite'>

/**
 * createpersonalizedwork: a visitor orders `amount` of one line of a company's price list. The order is
 * a job with that company already hired at the listed price, written as the lifecycle tables have it in
 * ONE batch: (the new customer,) the job (`open`) and its start, the company's contact at the listed
 * price (`offered`) and its start, the customer's `hire` and the job's `chooseSupplier`, the company's
 * notification and e-mail (the order lines, the address, the note) and the customer's order
 * confirmation. The street is kept on the job (for the hired company's booking) and, with the customer's note,
 * goes into the job's description with the order line. A logged-out visitor whose e-mail has an account confirms it with the password
 * first (409 `confirm_profile`, the same modal as createjob); a new e-mail becomes a customer without a
 * password, who gets a set-password e-mail. Companies and admins cannot order. Every write of the order
 * holds only while the company is in the market (`companyInMarket`, in the statement itself): a block
 * that lands after the read above makes no account, no job, no contact, no mail (404 `company_not_found`).
 */
export async function placeOrder(c: Context<AppBindings>, body: Body): Promise<OrderResponse> {
  const caller = await jobPoster(c)
  const db = database(c.env.DB)
  const locale = c.get('locale')
  const place = postcode(body.contact.zip)
  if (!place) throw fieldError('contact.zip', 'pricelists:::errors::zip')
  const company = await activeCompany(db, eq(companies.id, body.companyId))
  if (!company) throw new ApiError('company_not_found')
  const item = await priceListItemOf(db, company.id, body.itemId)
  if (!item) throw notFound('pricelists:::errors::itemGone')

  const origin = publicOrigin(c)
  // Each write carries the guard (a batch is one transaction, so all see the same answer): without the
  // job, `jobId` would name the customer's previous one, which nothing here may touch; a new visitor's
  // account is made only with the order.
  const inMarket = companyInMarket(company.id)
  let userWrites: readonly Write[] = []
  let customerId: number | SQL<number>
  const contact = body.contact
  if (caller) customerId = caller.id
  else {
    const existing = await findUserByEmail(db, contact.email)
    if (existing)
      throw new ApiError(existing.role === 'customer' ? 'confirm_profile' : 'job_poster_not_customer')
    const fresh = { name: contact.name, email: contact.email, phone: contact.phone, zip: place.zip, locale }
    userWrites = newCustomerWrites(db, fresh, origin, inMarket)
    customerId = newCustomerId(contact.email)
  }

  const now = clock.now()
  /** Where the job is: the street typed with the order, and the postcode's town. */
  const address = `${contact.street}, ${place.zip} ${place.city}`
  const totalOre = item.amountOre * body.amount
  const priceLine = translate(locale, 'pricelists:::job::line', {
    quantity: orderQuantity(body.amount, item.unit),
    name: item.name,
    unit: item.unit || '–',
    price: formatOre(item.amountOre),
    total: formatOre(totalOre),
  })
  const jobId = newJobId(customerId)
  const contactId = sql<number>`(select ${contacts.id} from ${contacts} where ${contacts.jobId} = ${jobId} and ${contacts.companyId} = ${company.id})`
  const customerActor = { role: 'customer' as const, userId: customerId }

  const jobInsert = db
    .insert(jobs)
    .select(
      selectFor(
        jobs,
        {
          customerId,
          categoryId: item.categoryId,
          title: item.name,
          description: [
            translate(locale, 'pricelists:::job::description', {
              company: company.name,
              line: priceLine,
              address,
            }),
            ...(body.note ? [translate(locale, 'pricelists:::job::note', { note: body.note })] : []),
          ].join('\n\n'),
          street: contact.street,
          zip: place.zip,
          city: place.city,
          region: place.region,
          timing: 'flexible',
          createdAt: now,
          ...initialValues(jobLifecycle, jobSubject, 'open'),
        },
        sql`WHERE ${inMarket}`,
      ),
    )
    .returning({ id: jobs.id })
  const jobStart = startLog(db, jobLifecycle, {
    subject: jobSubject,
    by: customerActor,
    where: and(eq(jobs.id, jobId), inMarket) as SQL,
  })
  const initial = initialValues(contactLifecycle, contactSubject, 'offered')
  const contactInsert = db.insert(contacts).select(
    selectFor(
      contacts,
      {
        state: 'offered',
        dueAt: initial.dueAt as number,
        jobId,
        companyId: company.id,
        customerId,
        priceOre: totalOre,
        offerText: priceLine,
        offeredAt: now,
        createdAt: now,
        updatedAt: now,
      },
      sql`WHERE ${inMarket}`,
    ),
  )
  const contactStart = startLog(db, contactLifecycle, {
    subject: contactSubject,
    by: customerActor,
    where: and(eq(contacts.id, contactId), inMarket) as SQL,
  })
  const hire = apply(db, contactLifecycle, {
    subject: contactSubject,
    transition: 'hire',
    by: customerActor,
    where: and(eq(contacts.id, contactId), eq(contacts.customerId, customerId), inMarket),
    set: { updatedAt: now },
  })
  const chosen = apply(db, jobLifecycle, {
    subject: jobSubject,
    transition: 'chooseSupplier',
    by: customerActor,
    where: and(eq(jobs.id, jobId), eq(jobs.customerId, customerId), hire.applied),
    set: { hiredContactId: contactId },
  })
  // Both parties are told what was ordered (not 'your offer was chosen': there was none), in the batch.
  const customerName = caller ? caller.name : contact.name
  const customerEmail = caller?.email ?? contact.email
  const order = {
    company: company.name,
    job: item.name,
    lines: priceLine,
    total: formatOre(totalOre),
    address,
    note: body.note || '–',
  }
  const mail = emailWhen(
    db,
    company,
    'priceListOrder',
    {
      ...order,
      customer: customerName,
      customerPhone: formatDanishPhone(contact.phone),
      customerEmail,
      link: `${origin}/firma/opgaver/dine-vundne-opgaver`,
    },
    chosen.applied,
  )
  const confirmation = emailWhen(
    db,
    { to: customerEmail, locale: caller?.locale ?? locale },
    'orderConfirmation',
    {
      ...order,
      name: customerName,
      link: `${origin}/bruger/opgaver`,
      termsLink: `${origin}/handelsbetingelser`,
    },
    chosen.applied,
  )
  const told = notificationWrites(
    db,
    { companyId: company.id, type: 'ordered', jobId, note: item.name },
    { origin, when: chosen.applied },
  )

  let results: unknown[]
  const writes = [
    ...userWrites,
    jobInsert,
    jobStart.item,
    contactInsert,
    contactStart.item,
    ...hire.items,
    ...chosen.items,
    ...mail,
    ...confirmation,
    ...told,
  ] as Write[]
  try {
    results = await db.batch(writes as [Write, ...Write[]])
  } catch (error) {
    // A parallel request made the same e-mail's account a moment ago: that profile must be confirmed.
    if (isUniqueViolation(error, 'users.email')) throw new ApiError('confirm_profile')
    throw error
  }
  const offset = userWrites.length
  const inserted = (results[offset] as { id: number }[])[0]
  // No job: the company left the market between the read above and the batch.
  if (!inserted) throw new ApiError('company_not_found')
  const hiredJob = chosen.changedIds(results.slice(offset + 6))
  if (hiredJob.length !== 1) throw new ApiError('internal')
  if (!caller) {
    const [row] = await db.select({ customerId: jobs.customerId }).from(jobs).where(eq(jobs.id, inserted.id))
    if (row) await logIn(c, row.customerId)
  }
  deliverSoon(c)
  return { jobId: inserted.id, redirectTo: `/bruger/opgaver?job=${inserted.id}`, newAccount: !caller }
}
