import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import {
  extractReviewEmails,
  maxInvitationAddresses,
  reviewMailsPerDay,
  reviewMailsPerMonth,
  reviewMailWindowKeys,
} from '../../../domain/rules/reviews'
import type { ReviewInvitationResult } from '../../../domain/schemas/reviews'
import { companies, reviewInvitations, reviewMailQuota } from '../../db/schema'
import { clock } from '../../lib/clock'
import { batch, type Database } from '../../lib/db'
import { ApiError, fieldError, notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { enqueueWhen } from '../../lib/outbox'
import { hashToken, randomToken } from '../../lib/tokens'
import { activeCompany } from '../invitations/company-recipient'
import { quotaOf } from './company-reviews'

/**
 * sendemailreview: the company pastes free text; every address in it (domain/rules/reviews.ts) gets a
 * review-invitation e-mail through the outbox. The month's 200 and the day's 50 are counted by ONE
 * conditional upsert on the company's quota row (decision 008: a new month or day key starts at zero),
 * which takes all of this request's mails or none; the invitations and mails are inserted in the same
 * batch only when the row carries this request's nonce, so 200 parallel requests still send exactly
 * the limit.
 */
export async function inviteReviews(
  db: Database,
  companyId: number,
  text: string,
  origin: string,
  locale: Locale,
): Promise<ReviewInvitationResult> {
  const emails = extractReviewEmails(text)
  if (emails.length === 0) throw fieldError('text', 'reviews:::errors::noAddresses')
  if (emails.length > maxInvitationAddresses) throw fieldError('text', 'reviews:::errors::tooMany')
  const company = await activeCompany(db, eq(companies.id, companyId))
  if (!company) throw notFound()

  const now = clock.now()
  const keys = reviewMailWindowKeys(now)
  const k = emails.length
  const nonce = randomToken()
  const q = sql.raw('"review_mail_quota"')
  const monthSoFar = sql`(CASE WHEN ${q}."month_key" = excluded."month_key" THEN ${q}."month_count" ELSE 0 END)`
  const daySoFar = sql`(CASE WHEN ${q}."day_key" = excluded."day_key" THEN ${q}."day_count" ELSE 0 END)`
  const count = db
    .insert(reviewMailQuota)
    .select(
      selectFor(
        reviewMailQuota,
        { companyId, monthKey: keys.month, monthCount: k, dayKey: keys.day, dayCount: k, nonce },
        sql`WHERE ${k} <= ${reviewMailsPerMonth} AND ${k} <= ${reviewMailsPerDay}`,
      ),
    )
    .onConflictDoUpdate({
      target: reviewMailQuota.companyId,
      set: {
        monthCount: sql`${monthSoFar} + ${k}`,
        monthKey: sql`excluded."month_key"`,
        dayCount: sql`${daySoFar} + ${k}`,
        dayKey: sql`excluded."day_key"`,
        nonce: sql`excluded."nonce"`,
      },
      setWhere: sql`${monthSoFar} + ${k} <= ${reviewMailsPerMonth} AND ${daySoFar} + ${k} <= ${reviewMailsPerDay}`,
    })
  const counted = sql`EXISTS (SELECT 1 FROM review_mail_quota WHERE company_id = ${companyId} AND nonce = ${nonce})`

  const tokens = emails.map(() => randomToken())
  const writes = emails.flatMap((to, i) => {
    const token = tokens[i] ?? ''
    return [
      db
        .insert(reviewInvitations)
        .select(
          selectFor(
            reviewInvitations,
            { companyId, email: to, tokenHash: hashToken(token), createdAt: now },
            sql`WHERE ${counted}`,
          ),
        ),
      enqueueWhen(
        db,
        {
          channel: 'email',
          to,
          template: 'reviewInvitation',
          locale,
          payload: { company: company.name, link: `${origin}/bruger/anmeld?inv=${token}` },
        },
        counted,
      ),
    ]
  })
  await batch(db, [count, ...writes])

  const quota = await quotaOf(db, companyId)
  // The first invitation is there exactly when this request's count went in (a later request may have
  // replaced the nonce since).
  const [mine] = await db
    .select({ id: reviewInvitations.id })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, hashToken(tokens[0] ?? '')))
  if (mine) return { sent: emails, quota }
  // Refused: the month decides first (the spec's count_all = 200), else the day.
  throw new ApiError(
    quota.monthSent + k > quota.monthLimit ? 'review_mail_month_limit' : 'review_mail_day_limit',
  )
}
