import { eq } from 'drizzle-orm'
import { alias, type SelectedFields, type SQLiteSelectBase } from 'drizzle-orm/sqlite-core'
import { companies, contacts, jobs, users } from '../db/schema'
import type { Database } from './db'

/**
 * The company's owner account: its status says whether the company is in the market, and its e-mail
 * and language are what the company's mails fall back to.
 */
export const companyOwner = alias(users, 'owner')

/** The customer who made the contact's job. */
export const jobCustomer = alias(users, 'customer')

/** A select of `fields` from contacts inner-joined with their job, their company and `Account`. */
type ContactsWith<Account extends string, T extends SelectedFields> = SQLiteSelectBase<
  'contacts',
  'async',
  D1Result,
  T,
  'partial',
  { contacts: 'not-null'; jobs: 'not-null'; companies: 'not-null' } & Record<Account, 'not-null'>,
  false,
  never
>

/** Contacts with their job and their company (the fields typed by the caller's `ContactsWith`). */
const contactsWithCompany = (db: Database, fields: SelectedFields) =>
  db
    .select(fields)
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))

/** Contacts with their job, their company and the company's owner (`companyOwner`); `fields` from any of them. */
export function contactsWithCompanyOwner<T extends SelectedFields>(db: Database, fields: T) {
  const query = contactsWithCompany(db, fields).innerJoin(
    companyOwner,
    eq(companyOwner.id, companies.ownerUserId),
  )
  return query as unknown as ContactsWith<'owner', T>
}

/** Contacts with their job, their company and the job's customer (`jobCustomer`); `fields` from any of them. */
export function contactsWithCustomer<T extends SelectedFields>(db: Database, fields: T) {
  const query = contactsWithCompany(db, fields).innerJoin(
    jobCustomer,
    eq(jobCustomer.id, contacts.customerId),
  )
  return query as unknown as ContactsWith<'customer', T>
}
