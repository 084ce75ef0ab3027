import { type BrowserContext, test as base, type Page } from '@playwright/test'
import { sessionCookieName } from '../worker/lib/session-token'
import { strongPassword, uniqueCvr, uniqueEmail, uniquePhone, workerIndex } from './auth-fixtures'
import { insertSession, insertUser, type Role } from './fixtures-db'
import {
  insertContact,
  insertHiredContact,
  insertJob,
  type JobOptions,
  type OfferOptions,
} from './fixtures-market'

export { expect } from '@playwright/test'

export interface UserOptions {
  role?: Role
  name?: string
  email?: string
  phone?: string
  password?: string
  /** Company users only: the company's name (unique by default) and seeded top-category slugs. */
  company?: { name?: string; categories?: string[] }
}

export interface TestUser {
  id: number
  role: Role
  name: string
  email: string
  phone: string
  password: string
  company: { name: string; slug: string; cvr: string } | null
}

/** A company user: its company is always there. */
export type CompanyUser = TestUser & { company: NonNullable<TestUser['company']> }

/** Makes a user; one made with `role: 'company'` is typed with its company. */
interface UserMaker<Extra = object> {
  (options: UserOptions & Extra & { role: 'company' }): Promise<CompanyUser>
  (options?: UserOptions & Extra): Promise<TestUser>
}

interface Fixtures {
  /** A new user of its own in the e2e database, not logged in (for tests of the log-in itself). */
  makeUser: UserMaker
  /**
   * A new user with a session, as epic-stack's `login` fixture: the session cookie is set on the
   * page's browser context (or on `context`, for a second browser in the same test).
   */
  login: UserMaker<{ context?: BrowserContext }>
  /**
   * A new customer's open job, made in the e2e database (the customer is not logged in): the job a
   * company finds, bids on or is hired for.
   */
  openJob: (
    options?: Omit<JobOptions, 'customerId'>,
  ) => Promise<{ customer: TestUser; job: { id: number; title: string } }>
  /**
   * A new customer logged in on the page, with an open job of its own: `title` made unique per project
   * and run (the customer's side of a journey).
   */
  myOpenJob: (title: string) => Promise<{ customer: TestUser; job: { id: number; title: string } }>
  /**
   * A new customer logged in on the page, with an open job as `myOpenJob` makes it and a new company's
   * contact on it: a live offer, or a bare invitation with `{ state: 'invited' }`; `company` names the
   * company as `makeCompany` does.
   */
  myJobWithOffer: (
    title: string,
    company?: string,
    offer?: OfferOptions,
  ) => Promise<{
    customer: TestUser
    job: { id: number; title: string }
    company: CompanyUser
    contact: { id: number }
  }>
  /**
   * A new company logged in on the page and a new customer's open job titled `title`, both in the trade
   * tømrer: a job on the company's open-jobs list, to find, bid on or be told about.
   */
  jobInMyTrade: (
    title: string,
  ) => Promise<{ customer: TestUser; company: CompanyUser; job: { id: number; title: string } }>
  /**
   * A new company logged in on the page, hired on a new customer's open job titled `title` (a job in
   * the company's won tab).
   */
  myWonJob: (
    title: string,
  ) => Promise<{ customer: TestUser; company: CompanyUser; job: { id: number; title: string } }>
  /** A new company user, not logged in; its company's `name` made unique per project and run. */
  makeCompany: (name?: string) => Promise<CompanyUser>
  /**
   * Logs an existing user in on `context` (the page's when none): a session of its own, as when the same
   * person logs in on another device.
   */
  logInAs: (user: { id: number }, context?: BrowserContext) => Promise<void>
  /** Another browser (another device) the size of the page's, closed when the test ends. */
  newBrowser: () => Promise<BrowserContext>
  /** `user` logged in on another device (a `newBrowser` of their own): that browser's page. */
  otherDevice: (user: { id: number }) => Promise<Page>
}

const defaultNames: Record<Role, string> = {
  customer: 'Karen Kunde',
  company: 'Frederik Firma',
  admin: 'Anne Admin',
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  makeUser: async ({}, use, info) => {
    let n = 0
    const make = async (options: UserOptions = {}): Promise<TestUser> => {
      n += 1
      const role = options.role ?? 'customer'
      const tag = `${role}-${info.project.name}`
      const user = {
        role,
        name: options.name ?? defaultNames[role],
        email: options.email ?? uniqueEmail(role, info.project.name),
        phone: options.phone ?? uniquePhone(),
        password: options.password ?? strongPassword,
        zip: '8000',
      }
      const company =
        role === 'company'
          ? {
              name: options.company?.name ?? `Firma ${tag} ${Date.now()}-${n}`,
              slug: `e2e-${tag}-${Date.now()}-${workerIndex}-${n}`,
              cvr: uniqueCvr(),
              categories: options.company?.categories ?? ['toemrer'],
            }
          : undefined
      const id = await insertUser(user, company)
      return {
        id,
        role,
        name: user.name,
        email: user.email.toLowerCase(),
        phone: user.phone,
        password: user.password,
        company: company ? { name: company.name, slug: company.slug, cvr: company.cvr } : null,
      }
    }
    await use(make as UserMaker)
  },

  logInAs: async ({ page, baseURL }, use) => {
    await use(async (user, context) => {
      const { token, expiresAt } = await insertSession(user.id)
      await (context ?? page.context()).addCookies([
        {
          name: sessionCookieName,
          value: token,
          // Not `url`: Playwright derives `secure` from it, and a __Host- cookie must be Secure
          // (Chromium allows Secure cookies on http://localhost, as the server's own Set-Cookie shows).
          domain: new URL(baseURL ?? 'http://localhost:8790').hostname,
          path: '/',
          secure: true,
          httpOnly: true,
          sameSite: 'Lax',
          expires: expiresAt,
        },
      ])
    })
  },

  login: async ({ makeUser, logInAs }, use) => {
    const login = async ({ context, ...options }: UserOptions & { context?: BrowserContext } = {}) => {
      const user = await makeUser(options)
      await logInAs(user, context)
      return user
    }
    await use(login as UserMaker<{ context?: BrowserContext }>)
  },

  myOpenJob: async ({ login }, use, info) => {
    await use(async (title) => {
      const customer = await login()
      const job = await insertJob({
        customerId: customer.id,
        title: `${title} ${info.project.name} ${Date.now()}`,
      })
      return { customer, job }
    })
  },

  myJobWithOffer: async ({ myOpenJob, makeCompany }, use) => {
    await use(async (title, name, offer = {}) => {
      const { customer, job } = await myOpenJob(title)
      const company = await makeCompany(name)
      const contact = await insertContact({
        ...offer,
        job,
        customerId: customer.id,
        companySlug: company.company.slug,
      })
      return { customer, job, company, contact }
    })
  },

  jobInMyTrade: async ({ openJob, login }, use) => {
    await use(async (title) => {
      const { customer, job } = await openJob({ title, category: 'toemrer' })
      const company = await login({ role: 'company', company: { categories: ['toemrer'] } })
      return { customer, company, job }
    })
  },

  myWonJob: async ({ jobInMyTrade }, use) => {
    await use(async (title) => {
      const won = await jobInMyTrade(title)
      await insertHiredContact({
        job: won.job,
        customerId: won.customer.id,
        companySlug: won.company.company.slug,
      })
      return won
    })
  },

  makeCompany: async ({ makeUser }, use, info) => {
    await use((name) =>
      makeUser({
        role: 'company',
        company: name ? { name: `${name} ${info.project.name} ${Date.now()}` } : {},
      }),
    )
  },

  openJob: async ({ makeUser }, use) => {
    await use(async (options = {}) => {
      const customer = await makeUser()
      return { customer, job: await insertJob({ ...options, customerId: customer.id }) }
    })
  },

  newBrowser: async ({ browser, page, baseURL }, use) => {
    const opened: BrowserContext[] = []
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
      opened.push(context)
      return context
    })
    for (const context of opened) await context.close()
  },

  otherDevice: async ({ newBrowser, logInAs }, use) => {
    await use(async (user) => {
      const context = await newBrowser()
      await logInAs(user, context)
      return context.newPage()
    })
  },
})
