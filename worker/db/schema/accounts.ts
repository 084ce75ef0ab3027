import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { categories } from './catalog'

const now = () => Math.floor(Date.now() / 1000)

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
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    kind: text({ enum: ['company', 'person'] }).notNull(),
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
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
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
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    smsCodeHash: text(),
    expiresAt: integer().notNull(),
    usedAt: integer(),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/** A log-in through Facebook, linked to one user. */
export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text({ enum: ['facebook'] }).notNull(),
    providerUserId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] })],
)

/** Who did what and when: admin actions, blocks, erasures. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    actorUserId: integer(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    details: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: integer().notNull().$defaultFn(now),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId)],
)
