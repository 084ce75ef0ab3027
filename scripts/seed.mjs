// Seeds demo data into the local D1 through wrangler. Idempotent: every row upserts on a natural key
// (category slug, user e-mail, company slug, customer + job title), so re-running changes nothing twice.
// Usage: node scripts/seed.mjs [--persist-to DIR]
import { randomBytes, scryptSync } from 'node:crypto'
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { root, run } from './lib.mjs'
import { categoryTree } from './seed-data/categories.mjs'
import { companies, companyEmail, demoCvr, slugify } from './seed-data/companies.mjs'
import { jobs } from './seed-data/jobs.mjs'
import { marketContacts, marketJobs } from './seed-data/market.mjs'
import { moneySql } from './seed-data/money.mjs'
import { admin, adminPassword, customers, demoPassword } from './seed-data/people.mjs'
import { reviewsSql } from './seed-data/reviews.mjs'

const postcodes = JSON.parse(readFileSync(join(root, 'domain/data/postcodes.json'), 'utf8'))
const now = Math.floor(Date.now() / 1000)

const q = (value) =>
  value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`
const categoryId = (slug) => `(SELECT id FROM categories WHERE slug = ${q(slug)})`
const userId = (email) => `(SELECT id FROM users WHERE email = ${q(email)})`

function place(zip) {
  const entry = postcodes[zip]
  if (!entry) throw new Error(`seed: unknown postcode ${zip}`)
  return { zip, city: entry[0], region: entry[1] }
}

/** The accounts code verifies exactly this format: `scrypt$N$r$p$salt$hash` (base64url). */
function hashPassword(password) {
  const [N, r, p] = [16384, 8, 5]
  const salt = randomBytes(16)
  const hash = scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p, maxmem: 64 * 1024 * 1024 })
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

function categorySql() {
  const lines = []
  let position = 0
  const upsert = (c, parentSlug, needsCarModel) =>
    lines.push(
      `INSERT INTO categories (parent_id, slug, name_da, name_en, keywords, position, needs_car_model) VALUES (${
        parentSlug ? categoryId(parentSlug) : 'NULL'
      }, ${q(c.slug)}, ${q(c.da)}, ${q(c.en)}, ${q(c.keywords ?? '')}, ${position++}, ${needsCarModel ? 1 : 0}) ON CONFLICT(slug) DO UPDATE SET parent_id = excluded.parent_id, name_da = excluded.name_da, name_en = excluded.name_en, keywords = excluded.keywords, position = excluded.position, needs_car_model = excluded.needs_car_model;`,
    )
  for (const top of categoryTree) {
    upsert(top, null, top.needsCarModel)
    for (const child of top.children ?? []) upsert(child, top.slug, top.needsCarModel)
    // Attributes keep their ids (jobs may point at them): (category, position) is their natural key.
    for (const c of [top, ...(top.children ?? [])]) {
      const attributes = c.attributes ?? []
      attributes.forEach((a, i) => {
        const options = a.options
          ? JSON.stringify(a.options.map(([value, da, en]) => ({ value, da, en })))
          : null
        const values = `${q(a.kind)}, ${q(a.da)}, ${q(a.en)}, ${q(options)}, ${q(a.unit)}, ${a.required ? 1 : 0}`
        lines.push(
          `UPDATE category_attributes SET kind = ${q(a.kind)}, label_da = ${q(a.da)}, label_en = ${q(a.en)}, options = ${q(options)}, unit = ${q(a.unit)}, required = ${a.required ? 1 : 0} WHERE category_id = ${categoryId(c.slug)} AND position = ${i};`,
          `INSERT INTO category_attributes (category_id, kind, label_da, label_en, options, unit, required, position) SELECT ${categoryId(c.slug)}, ${values}, ${i} WHERE NOT EXISTS (SELECT 1 FROM category_attributes WHERE category_id = ${categoryId(c.slug)} AND position = ${i});`,
        )
      })
      lines.push(
        `DELETE FROM category_attributes WHERE category_id = ${categoryId(c.slug)} AND position >= ${attributes.length};`,
      )
    }
  }
  return lines
}

/** Users are only inserted, never changed: a demo user may have changed name or password since. */
function userSql(user, role, passwordHash) {
  return `INSERT INTO users (email, name, phone, password_hash, role, locale, status, zip, created_at) VALUES (${q(user.email.toLowerCase())}, ${q(user.name)}, ${q(user.phone)}, ${q(passwordHash)}, ${q(role)}, 'da-DK', 'active', ${q(user.zip ?? null)}, ${now}) ON CONFLICT(email) DO NOTHING;`
}

function peopleSql(hashes) {
  return [
    userSql(admin, 'admin', hashes.admin),
    ...customers.map((customer) => userSql(customer, 'customer', hashes.demo)),
  ]
}

function companySql(hashes) {
  const lines = []
  companies.forEach((company, i) => {
    const slug = slugify(company.name)
    const email = companyEmail(slug)
    const { zip, city, region } = place(company.zip)
    const phone = String(70_100_000 + i * 1_379)
    const mobile = String(20_100_000 + i * 7_331)
    lines.push(
      userSql({ email, name: company.owner, phone: mobile, zip }, 'company', hashes.demo),
      `INSERT INTO companies (owner_user_id, kind, name, slug, cvr, address, zip, city, region, phone, mobile, email, description, created_at) VALUES (${userId(email)}, ${q(company.kind ?? 'company')}, ${q(company.name)}, ${q(slug)}, ${q(demoCvr(i))}, ${q(company.address)}, ${q(zip)}, ${q(city)}, ${q(region)}, ${q(phone)}, ${q(mobile)}, ${q(email)}, ${q(company.description)}, ${now}) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, name = excluded.name, address = excluded.address, zip = excluded.zip, city = excluded.city, region = excluded.region, description = excluded.description;`,
      ...company.categories.map(
        (top) =>
          `INSERT INTO company_categories (company_id, category_id) VALUES ((SELECT id FROM companies WHERE slug = ${q(slug)}), ${categoryId(top)}) ON CONFLICT DO NOTHING;`,
      ),
    )
  })
  return lines
}

/** domain/lifecycle/job.ts: an open job lapses 60 days after it was posted (its timer's due_at). */
const jobLapsesSeconds = 60 * 86_400

/** An open job as the worker posts it: status `open`, its lapse timer running. */
function openJobSql({
  customer,
  categorySlug,
  title,
  description,
  zip: code,
  createdAt,
  timing = 'flexible',
}) {
  const { zip, city, region } = place(code)
  return `INSERT INTO jobs (customer_id, category_id, title, description, zip, city, region, status, due_at, timing, created_at) SELECT ${userId(customer)}, ${categoryId(categorySlug)}, ${q(title)}, ${q(description)}, ${q(zip)}, ${q(city)}, ${q(region)}, 'open', ${createdAt + jobLapsesSeconds}, ${q(timing)}, ${createdAt} WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE customer_id = ${userId(customer)} AND title = ${q(title)});`
}

/**
 * Job i: customer i mod 6, in the next of the postcodes near her home (`near`, people.mjs), created at a
 * fixed spot in the last 30 days.
 */
function jobSql() {
  const thirtyDays = 30 * 86_400
  return [
    ...jobs.flatMap(([categorySlug, title, description], i) => {
      const age = Math.floor(((i * 7_919 + 3_571) % 1_000) * (thirtyDays / 1_000))
      const customer = customers[i % customers.length]
      const zip = customer.near[Math.floor(i / customers.length) % customer.near.length]
      const at = place(zip)
      return [
        openJobSql({ customer: customer.email, categorySlug, title, description, zip, createdAt: now - age }),
        // A demo job an earlier seed put far from its customer moves near her.
        `UPDATE jobs SET zip = ${q(at.zip)}, city = ${q(at.city)}, region = ${q(at.region)} WHERE customer_id = ${userId(customer.email)} AND title = ${q(title)} AND zip <> ${q(at.zip)};`,
      ]
    }),
    // Demo jobs seeded before jobs had timers get theirs.
    `UPDATE jobs SET due_at = created_at + ${jobLapsesSeconds} WHERE status = 'open' AND due_at IS NULL AND customer_id IN (SELECT id FROM users WHERE email LIKE '%@demo.opgavetorvet.dk');`,
  ]
}

/** Monday–Friday days after `seconds` (the offer's 20 working days; the seed skips public holidays). */
function afterWorkingDays(seconds, days) {
  const date = new Date(seconds * 1000)
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1
  }
  return Math.floor(date.getTime() / 1000)
}

/** A transition the market's rows went through, logged once (lifecycle_log, as worker/lib/lifecycle.ts does). */
function logSql(lifecycle, subject, transition, from, to, role, actor, at) {
  return `INSERT INTO lifecycle_log (lifecycle, version, subject_id, transition, from_state, to_state, actor_role, actor_user_id, token, created_at) SELECT ${q(lifecycle)}, 1, ${subject}, ${q(transition)}, ${q(from)}, ${q(to)}, ${q(role)}, ${actor}, 'seed-' || ${q(lifecycle)} || '-' || ${subject} || '-' || ${q(transition)}, ${at} WHERE ${subject} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lifecycle_log WHERE lifecycle = ${q(lifecycle)} AND subject_id = ${subject} AND transition = ${q(transition)});`
}

/**
 * When the hired company first opened a demo booking: a couple of hours after the hire, so a booking of
 * weeks ago does not show the unseen dot ('Ny') in its booking list. Null when nobody was hired.
 */
const bookingSeenAt = (hiredAt) => (hiredAt === null ? null : hiredAt + 7_200)

/** The same for a booking an earlier seed wrote without it (its insert does nothing the second time). */
const seenBookingSql = (contact, hiredAt) =>
  `UPDATE contacts SET company_seen_at = ${bookingSeenAt(hiredAt)} WHERE id = ${contact} AND company_seen_at IS NULL;`

/** The demo market: extra jobs, invitations, offers (live, hired, declined) and messages on both sides. */
function marketSql() {
  const day = 86_400
  const lines = marketJobs.map(([customer, categorySlug, title, description, zip, daysAgo, timing]) =>
    openJobSql({ customer, categorySlug, title, description, zip, createdAt: now - daysAgo * day, timing }),
  )
  const messages = []
  for (const [customer, title, companyName, state, details] of marketContacts) {
    const job = `(SELECT id FROM jobs WHERE customer_id = ${userId(customer)} AND title = ${q(title)})`
    const slug = slugify(companyName)
    const company = `(SELECT id FROM companies WHERE slug = ${q(slug)})`
    const contact = `(SELECT id FROM contacts WHERE job_id = ${job} AND company_id = ${company})`
    const [kroner, text, offeredDaysAgo] = details.offer ?? [null, null, null]
    const offeredAt = offeredDaysAgo === null ? null : now - Math.round(offeredDaysAgo * day)
    const invitedAt = details.invitedDaysAgo ? now - details.invitedDaysAgo * day : null
    const createdAt = invitedAt ?? offeredAt ?? now
    // Only a live offer's lapse timer runs (contact lifecycle: offered → expired after 20 working days).
    const dueAt = state === 'offered' ? afterWorkingDays(offeredAt, 20) : null
    const hiredAt = state === 'hired' ? now - details.hiredDaysAgo * day : null
    lines.push(
      `INSERT INTO contacts (job_id, company_id, customer_id, state, due_at, invited_at, price_ore, offer_text, offered_at, company_seen_at, created_at, updated_at) SELECT ${job}, ${company}, ${userId(customer)}, ${q(state)}, ${q(dueAt)}, ${q(invitedAt)}, ${kroner === null ? 'NULL' : kroner * 100}, ${q(text)}, ${q(offeredAt)}, ${q(bookingSeenAt(hiredAt))}, ${createdAt}, ${createdAt} WHERE ${job} IS NOT NULL AND ${company} IS NOT NULL ON CONFLICT(job_id, company_id) DO NOTHING;`,
    )
    if (hiredAt !== null) {
      lines.push(
        logSql('contact', contact, 'hire', 'offered', 'hired', 'customer', userId(customer), hiredAt),
        logSql('job', job, 'chooseSupplier', 'open', 'hired', 'customer', userId(customer), hiredAt),
        `UPDATE jobs SET status = 'hired', due_at = NULL, hired_contact_id = ${contact} WHERE id = ${job} AND status = 'open';`,
        seenBookingSql(contact, hiredAt),
      )
    }
    if (state === 'declined') {
      // The job went to another company: the live offers ended with it (contact lifecycle: endWithJob).
      lines.push(
        logSql('contact', contact, 'endWithJob', 'offered', 'declined', 'system', 'NULL', createdAt + day),
      )
    }
    for (const [from, body, daysAgo, read] of details.messages ?? []) {
      const at = now - daysAgo * day
      const sender = from === 'company' ? userId(companyEmail(slug)) : userId(customer)
      messages.push({
        at,
        sql: `INSERT INTO messages (contact_id, sender, sender_user_id, kind, body, created_at, read_at) SELECT ${contact}, ${q(from)}, ${sender}, 'message', ${q(body)}, ${at}, ${read ? at + 3_600 : 'NULL'} WHERE ${contact} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM messages WHERE contact_id = ${contact} AND body = ${q(body)});`,
      })
    }
  }
  // Oldest first over all threads, as they were sent: the inboxes order threads by the last message's
  // id (the product writes a message when it is sent), so ids must follow the dates here too.
  return [...lines, ...messages.sort((a, b) => a.at - b.at).map((m) => m.sql)]
}

/** Unix seconds of the first moment of the calendar month `seconds` falls in, in Copenhagen. */
function copenhagenMonthStart(seconds) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit' })
      .formatToParts(new Date(seconds * 1000))
      .map((p) => [p.type, p.value]),
  )
  // Midnight in Copenhagen is 23:00 or 22:00 UTC the day before (winter or summer time).
  const midnightUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1) / 1000
  const hour = (at) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(at * 1000))
  return [midnightUtc - 3_600, midnightUtc - 7_200].find((at) => hour(at) === '00')
}

/**
 * This month's offer counters (offer_counts, decision 018) from the offers the demo companies sent this
 * month on jobs they were not invited to, per top category: the subscriptions page's 'Sendt denne
 * måned' and the plan's limit then agree with the offers on the screen. A re-seed never lowers a count.
 */
function offerCountsSql() {
  const start = copenhagenMonthStart(now)
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(now * 1000))
    .slice(0, 7)
  return `INSERT INTO offer_counts (company_id, category_id, month, count) SELECT c.company_id, coalesce(cat.parent_id, cat.id), ${q(month)}, count(*) FROM contacts c JOIN jobs j ON j.id = c.job_id JOIN categories cat ON cat.id = j.category_id JOIN companies co ON co.id = c.company_id JOIN users u ON u.id = co.owner_user_id WHERE c.offered_at >= ${start} AND c.invited_at IS NULL AND u.email LIKE '%@demo.opgavetorvet.dk' GROUP BY c.company_id, coalesce(cat.parent_id, cat.id) ON CONFLICT (company_id, category_id, month) DO UPDATE SET count = max(count, excluded.count);`
}

/** Every statement of the demo data, in order; `hashes` are the demo and admin password hashes. */
export function seedStatements(hashes) {
  return [
    ...categorySql(),
    ...peopleSql(hashes),
    ...companySql(hashes),
    ...jobSql(),
    ...marketSql(),
    ...moneySql(q, now),
    ...reviewsSql({
      q,
      now,
      userId,
      categoryId,
      place,
      slugify,
      companyEmail,
      customers,
      logSql,
      seenBookingSql,
    }),
    // Last: counts the offers every part above wrote.
    offerCountsSql(),
  ]
}

// Run as a script (not imported by scripts/seed-data/seed-db.test.ts): seed the local D1. Real paths on
// both sides, so a checkout reached through a symbolic link still seeds.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const persistIndex = process.argv.indexOf('--persist-to')
  const persist = persistIndex > 0 ? ['--persist-to', process.argv[persistIndex + 1]] : []
  // One hash per demo password and run (scrypt is slow on purpose); users that exist keep theirs.
  const hashes = { demo: hashPassword(demoPassword), admin: hashPassword(adminPassword) }
  const dir = mkdtempSync(join(tmpdir(), 'seed-'))
  const file = join(dir, 'seed.sql')
  writeFileSync(file, seedStatements(hashes).join('\n'))
  try {
    run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...persist, '--file', file, '--yes'], {
      quiet: true,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
