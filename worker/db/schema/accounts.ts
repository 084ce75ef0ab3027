import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { companyKinds } from '../../../domain/schemas/company'
import { clock } from '../../lib/clock'
import { categories } from './catalog'
import { requiredRef } from './columns'

// A default reads the clock when the row is written, so a test that moves time moves it too.
const now = () => clock.now()

/** A single-use link or code: when it lapses, when it was used (null until then), when it was made. */
const singleUse = () => ({
  expiresAt: integer().notNull(),
  usedAt: integer(),
  createdAt: integer().notNull().$defaultFn(now),
})

/** A person who logs in: a customer, a company owner or an admin. */
export const users = sqliteTable(
  'users',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** Lower-cased; null once the account is anonymised (GDPR erasure). */
    email: text(),
    name: text().notNull(),
    phone: text(),
    /** `scrypt$N$r$p$salt$hash`; null for an account made by Facebook or an order without a password. */
    passwordHash: text(),
    role: text({ enum: ['customer', 'company', 'admin'] }).notNull(),
    locale: text({ enum: ['da-DK', 'en'] })
      .notNull()
      .default('da-DK'),
    status: text({ enum: ['active', 'blocked', 'deleted'] })
      .notNull()
      .default('active'),
    zip: text(),
    createdAt: integer().notNull().$defaultFn(now),
    deletedAt: integer(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
)

/** Lucia-style session: only the SHA-256 of the token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer().notNull(),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** A firm or a self-employed person; one owner account per company. */
export const companies = sqliteTable(
  'companies',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    ownerUserId: integer()
      .notNull()
      .unique()
      .references(() => users.id),
    kind: text({ enum: companyKinds }).notNull(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    cvr: text().unique(),
    address: text(),
    zip: text().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    phone: text(),
    mobile: text(),
    email: text(),
    description: text().notNull().default(''),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [index('companies_region_idx').on(t.region)],
)

export const companyCategories = sqliteTable(
  'company_categories',
  {
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    categoryId: requiredRef(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('company_categories_category_idx').on(t.categoryId),
  ],
)

/** Single-use, expiring reset: a link token and an SMS code, both stored hashed. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: text().primaryKey(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    smsCodeHash: text(),
    /** SMS codes tried so far, counted before each check; the fifth wrong one voids the reset. */
    attempts: integer().notNull().default(0),
    ...singleUse(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/** A log-in through Facebook, linked to one user. */
export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text({ enum: ['facebook'] }).notNull(),
    providerUserId: text().notNull(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    /**
     * When the link was proven by a verified e-mail (Facebook's own, or our confirmation link opened);
     * null for older unproven links, which a password reset drops (pre-account takeover, issue 6).
     */
    emailVerifiedAt: integer(),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
)

/**
 * A Facebook log-in that came without an e-mail, waiting for the typed address to be confirmed: the
 * account is created or linked only when the link (single use, expiring; only its SHA-256 stored) is
 * opened.
 */
export const facebookEmailConfirmations = sqliteTable(
  'facebook_email_confirmations',
  {
    id: text().primaryKey(),
    providerUserId: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    next: text().notNull(),
    locale: text({ enum: ['da-DK', 'en'] }).notNull(),
    ...singleUse(),
  },
  (t) => [index('facebook_email_confirmations_email_idx').on(t.email)],
)

/**
 * A requested change of a user's e-mail (issue 6): applied only when the link sent to the new address
 * (single use, expiring; only the SHA-256 of its token stored) is opened by the same user.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: text().primaryKey(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    newEmail: text().notNull(),
    ...singleUse(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
)

/** Who did what and when: admin actions, blocks, erasures. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    actorUserId: integer(),
    /**
     * The actor's name as it was when the entry was written (worker/lib/audit.ts), never joined at read
     * time: a later rename does not rewrite the past. Erasure scrubs it to `erasedName` (decision 023).
     */
    actorName: text(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    details: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId)],
)
