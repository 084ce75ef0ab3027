import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { inArray } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import * as schema from '../worker/db/schema'
import { hashPassword } from '../worker/lib/password'
import { generateSessionToken, sessionIdOf, sessionLifetimeSeconds } from '../worker/lib/session-token'

/**
 * The e2e server's local D1, opened from Node (libSQL on the SQLite file miniflare keeps under
 * PERSIST_DIR; DESIGN.md). Fixtures write users and sessions here with the Worker's own schema,
 * password hashing and session-token code, so a test starts logged in without a sign-up in the UI.
 */
function d1File(persistDir: string): string {
  const dir = join(persistDir, 'v3/d1/miniflare-D1DatabaseObject')
  const files = existsSync(dir)
    ? readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
    : []
  // One D1 binding (DB) in wrangler.toml: one database file.
  if (files.length !== 1) throw new Error(`Expected one D1 SQLite file under ${dir}, found ${files.length}`)
  return join(dir, files[0] as string)
}

let opened: ReturnType<typeof open> | undefined
function open() {
  // This worker's copy of the product (e2e/run.mjs, playwright.config.ts): one database per worker.
  const dirs = (process.env.E2E_PERSIST_DIRS ?? process.env.E2E_PERSIST_DIR ?? '').split(',').filter(Boolean)
  const persistDir = dirs[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % Math.max(dirs.length, 1)]
  if (!persistDir) {
    throw new Error('E2E_PERSIST_DIR is not set: run the e2e tests with `npm run test:e2e` (e2e/run.mjs)')
  }
  const client = createClient({ url: `file:${d1File(persistDir)}` })
  return { client, db: drizzle(client, { schema, casing: 'snake_case' }) }
}
export async function database() {
  if (!opened) {
    opened = open()
    // The server writes to the same file (WAL): wait for its lock instead of failing with SQLITE_BUSY.
    await opened.client.execute('PRAGMA busy_timeout = 10000')
  }
  return opened.db
}

export type Role = (typeof schema.users.$inferInsert)['role']

export interface NewUser {
  role: Role
  name: string
  email: string
  phone: string
  password: string
  zip: string
}

export interface NewCompany {
  name: string
  slug: string
  cvr: string
  /** Top-category slugs of the seeded catalogue (read, never changed). */
  categories: string[]
}

// scrypt is slow on purpose: one hash per password and worker process.
const hashes = new Map<string, Promise<string>>()
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password) as Promise<string>
}

export async function insertUser(user: NewUser, company?: NewCompany): Promise<number> {
  const db = await database()
  const passwordHash = await hashOf(user.password)
  const [row] = await db
    .insert(schema.users)
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      phone: user.phone,
      passwordHash,
      role: user.role,
      zip: user.zip,
    })
    .returning({ id: schema.users.id })
  if (!row) throw new Error(`Could not insert the e2e user ${user.email}`)
  if (company) await insertCompany(row.id, user, company)
  return row.id
}

async function insertCompany(ownerUserId: number, owner: NewUser, company: NewCompany) {
  const db = await database()
  const [created] = await db
    .insert(schema.companies)
    .values({
      ownerUserId,
      kind: 'company',
      name: company.name,
      slug: company.slug,
      cvr: company.cvr,
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
      region: 'Region Midtjylland',
      phone: owner.phone,
      mobile: owner.phone,
      email: owner.email.toLowerCase(),
    })
    .returning({ id: schema.companies.id })
  if (!created) throw new Error(`Could not insert the e2e company ${company.name}`)
  if (company.categories.length === 0) return
  const found = await db
    .select({ id: schema.categories.id, slug: schema.categories.slug })
    .from(schema.categories)
    .where(inArray(schema.categories.slug, company.categories))
  const missing = company.categories.filter((slug) => !found.some((c) => c.slug === slug))
  if (missing.length) throw new Error(`Unknown category slugs for the e2e company: ${missing.join(', ')}`)
  await db
    .insert(schema.companyCategories)
    .values(found.map((c) => ({ companyId: created.id, categoryId: c.id })))
}

/** A session as the Worker's log-in makes it; returns the token for the cookie. */
export async function insertSession(userId: number): Promise<{ token: string; expiresAt: number }> {
  const db = await database()
  const token = generateSessionToken()
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + sessionLifetimeSeconds
  await db.insert(schema.sessions).values({ id: sessionIdOf(token), userId, expiresAt, createdAt: now })
  return { token, expiresAt }
}
