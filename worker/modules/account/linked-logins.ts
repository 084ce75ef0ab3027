import { and, asc, eq, sql } from 'drizzle-orm'
import type { LinkedLoginList, LoginProvider } from '../../../domain/schemas/linked-logins'
import { oauthAccounts, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'

/** The caller's linked log-ins, oldest first, and whether the account has a password. */
export async function linkedLogins(db: Database, userId: number): Promise<LinkedLoginList> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  const rows = await db
    .select()
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(asc(oauthAccounts.createdAt), asc(oauthAccounts.providerUserId))
  return {
    hasPassword: Boolean(user?.passwordHash),
    logins: rows.map((row) => ({
      provider: row.provider,
      providerUserId: row.providerUserId,
      linkedAt: row.createdAt,
      verified: row.emailVerifiedAt !== null,
    })),
  }
}

/**
 * Removes one of the caller's own links (someone else's answers 404, like one that does not exist). One
 * conditional statement, so two parallel removals can never take an account without a password below
 * one way to log in: it deletes only while the account has a password or another link. The removal is
 * in the audit log ('facebook.unlink', beside the link's 'facebook.link'), written in the same batch
 * only when the DELETE removed the row.
 */
export async function unlinkLogin(
  db: Database,
  userId: number,
  provider: LoginProvider,
  providerUserId: string,
): Promise<void> {
  const mine = and(
    eq(oauthAccounts.provider, provider),
    eq(oauthAccounts.providerUserId, providerUserId),
    eq(oauthAccounts.userId, userId),
  )
  const [deleted] = await db.batch([
    db
      .delete(oauthAccounts)
      .where(
        and(
          mine,
          sql`((select ${users.passwordHash} from ${users} where ${users.id} = ${userId}) is not null
          or (select count(*) from ${oauthAccounts} where ${oauthAccounts.userId} = ${userId}) > 1)`,
        ),
      )
      .returning({ userId: oauthAccounts.userId }),
    // changes() is the DELETE's row count just before it.
    audit(
      db,
      {
        actorUserId: userId,
        action: `${provider}.unlink`,
        targetType: 'user',
        targetId: userId,
        details: { provider, providerUserId },
      },
      sql`changes() = 1`,
    ),
  ])
  if (deleted.length > 0) return
  const [still] = await db.select({ userId: oauthAccounts.userId }).from(oauthAccounts).where(mine)
  if (!still) throw notFound('account:::errors::linkedLoginNotFound')
  throw new ApiError('last_login')
}
