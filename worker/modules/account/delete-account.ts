import { eq, inArray } from 'drizzle-orm'
import { accountLifecycle } from '../../../domain/lifecycle/account'
import { erasedName } from '../../../domain/schemas/account'
import {
  companies,
  companyCategories,
  companyMedia,
  contactNotes,
  emailChanges,
  knownDevices,
  oauthAccounts,
  outbox,
  passwordResets,
  sessions,
  type users,
} from '../../db/schema'
import { audit, scrubAuditActor } from '../../lib/audit'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { apply, commit } from '../../lib/lifecycle'
import { accountSubject } from '../../lib/subjects'
import { companyOf } from './account-profile'
import { ownMessageAddresses } from './message-addresses'

/**
 * GDPR erasure in one batch: the person's data is anonymised, sessions, Facebook links and resets go.
 * A company keeps its row, name and CVR (Bookkeeping Act: 5 years) but loses its contact data, its
 * categories, its logo (no legal weight, and a self-employed person's logo is often their face) and its
 * own notes on its contacts (free text about customers, no bookkeeping weight), so it no longer appears
 * anywhere a customer looks. The logo's file leaves the bucket once the batch holds.
 */
export async function deleteAccount(
  db: Database,
  media: R2Bucket,
  password: string,
  /** The route's throttled check of the current password; answers the user's row. */
  checkPassword: (password: string) => Promise<typeof users.$inferSelect>,
) {
  const user = await checkPassword(password)
  const userId = user.id
  const company = await companyOf(db, userId)
  const addresses = await ownMessageAddresses(db, user, company)
  const [logo] = company
    ? await db
        .select({ key: companyMedia.logoKey })
        .from(companyMedia)
        .where(eq(companyMedia.companyId, company.id))
    : []
  const now = clock.now()
  const erasure = apply(db, accountLifecycle, {
    subject: accountSubject,
    transition: 'delete',
    by: { role: user.role, userId },
    id: userId,
    set: { name: erasedName, email: null, phone: null, zip: null, passwordHash: null, deletedAt: now },
  })
  await commit(db, erasure, [
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(knownDevices).where(eq(knownDevices.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
    // Every e-mail and SMS to the person's own and the company's addresses and numbers (those no one else has).
    ...(addresses.length > 0 ? [db.delete(outbox).where(inArray(outbox.to, addresses))] : []),
    ...(company
      ? [
          db
            .update(companies)
            .set({ phone: null, mobile: null, email: null, description: '' })
            .where(eq(companies.id, company.id)),
          db.delete(companyCategories).where(eq(companyCategories.companyId, company.id)),
          db.delete(contactNotes).where(eq(contactNotes.companyId, company.id)),
          db
            .update(companyMedia)
            .set({ logoKey: null, logoType: null })
            .where(eq(companyMedia.companyId, company.id)),
        ]
      : []),
    audit(db, {
      actorUserId: userId,
      action: 'account.deleted',
      targetType: 'user',
      targetId: userId,
      details: company ? { companyId: company.id, keptForBookkeeping: ['name', 'cvr', 'address'] } : null,
    }),
    // The person's name leaves the audit trail too (decision 023): every entry they wrote, this one with them.
    scrubAuditActor(db, userId),
  ])
  if (logo?.key) await media.delete(logo.key)
}
