import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { PlanId } from '../../../domain/rules/plans'
import type { CustomerJobDetail } from '../../../domain/schemas/customer-jobs'
import { categories, categoryAttributes, companies, contacts, jobAttributes, jobs } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { answerText } from '../jobs/answer-text'
import { planRankSql, planSql, topCategorySql } from '../subscriptions/plan-sql'
import { unreadByContact } from './list-my-jobs'

/** `/bruger/opgave/{job_id}`: one of my jobs, its answers and every company on it; 404 if not mine. */
export async function myJob(
  db: Database,
  customerId: number,
  jobId: number,
  locale: Locale,
): Promise<CustomerJobDetail> {
  const [job] = await db
    .select({
      job: jobs,
      category: { slug: categories.slug, nameDa: categories.nameDa, nameEn: categories.nameEn },
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)))
    .limit(1)
  if (!job) throw notFound()
  const companyPlan = sql<PlanId>`${planSql(contacts.companyId, topCategorySql(job.job.categoryId))}`
  const [answerRows, contactRows, unread] = await Promise.all([
    db
      .select({ value: jobAttributes.value, attribute: categoryAttributes })
      .from(jobAttributes)
      .innerJoin(categoryAttributes, eq(categoryAttributes.id, jobAttributes.attributeId))
      .where(eq(jobAttributes.jobId, jobId))
      .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.id)),
    db
      .select({ contact: contacts, company: companies, plan: companyPlan })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(and(eq(contacts.jobId, jobId), eq(contacts.customerId, customerId)))
      // Higher plans first (decision 018), then in the order the companies came.
      .orderBy(desc(planRankSql(companyPlan)), asc(contacts.createdAt), asc(contacts.id)),
    unreadByContact(db, customerId, [jobId]),
  ])
  const { job: j, category } = job
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    status: j.status,
    category: locale === 'en' ? category.nameEn : category.nameDa,
    categorySlug: category.slug,
    zip: j.zip,
    city: j.city,
    timing: j.timing,
    timingDate: j.timingDate,
    car: j.carMake && j.carModel ? { make: j.carMake, model: j.carModel, year: j.carYear } : null,
    createdAt: j.createdAt,
    closedAt: j.closedAt,
    hiredContactId: j.hiredContactId,
    answers: answersOf(answerRows, locale),
    contacts: contactRows.map(({ contact: c, company, plan }) => {
      // Privacy rule: a company's phone and mobile show from its first offer on.
      const offered = c.offeredAt !== null
      return {
        id: c.id,
        state: c.state,
        company: {
          id: company.id,
          name: company.name,
          slug: company.slug,
          cvr: company.cvr,
          city: company.city,
          phone: offered ? company.phone : null,
          mobile: offered ? company.mobile : null,
          plan,
        },
        invitedAt: c.invitedAt,
        priceOre: c.priceOre,
        offerText: c.offerText,
        appointmentAt: c.appointmentAt,
        offeredAt: c.offeredAt,
        expiresAt: c.state === 'offered' ? c.dueAt : null,
        callbackRequestedAt: c.callbackRequestedAt,
        unread: unread.get(c.id) ?? 0,
      }
    }),
  }
}

type AnswerRow = { value: string; attribute: typeof categoryAttributes.$inferSelect }

/** One line per question: each answer as `answerText` says it, ticked options joined. */
function answersOf(rows: AnswerRow[], locale: Locale) {
  const byQuestion = new Map<number, { question: string; answers: string[] }>()
  for (const { value, attribute } of rows) {
    const entry = byQuestion.get(attribute.id) ?? {
      question: locale === 'en' ? attribute.labelEn : attribute.labelDa,
      answers: [],
    }
    entry.answers.push(
      answerText(
        { kind: attribute.kind, options: attribute.options ?? [], unit: attribute.unit },
        value,
        locale,
      ),
    )
    byQuestion.set(attribute.id, entry)
  }
  return [...byQuestion.values()].map((q) => ({ question: q.question, answer: q.answers.join(', ') }))
}
