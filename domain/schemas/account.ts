import * as v from 'valibot'
import { AnyPassword, Email, linkToken, NewPassword, PersonName, Phone, UserFields, Zip } from './auth'
import { CompanyFields } from './company'

/**
 * Contracts of the account pages (issue 3: `bruger/profil`, `bruger/account`). Every route is for the
 * logged-in caller only and never takes a user id: the session says whose account it is.
 */

/**
 * The name an erased account (GDPR deletion) keeps: none. Data holds no text in any language; whoever
 * shows a person (admin lists, the audit trail) renders its own localized "deleted user" for it.
 */
export const erasedName = ''
export const isErasedName = (name: string) => name === erasedName

export const AccountCompany = v.pick(CompanyFields, ['id', 'name', 'slug', 'cvr', 'zip', 'city'])
export type AccountCompany = v.InferOutput<typeof AccountCompany>

// GET /api/account
export const AccountProfile = v.object({
  ...UserFields.entries,
  zip: v.nullable(v.string()),
  /** From the postcode table; null when no zip is stored. */
  city: v.nullable(v.string()),
  locale: v.picklist(['da-DK', 'en']),
  /** False for an account made through Facebook: e-mail change and deletion then need a password first. */
  hasPassword: v.boolean(),
  /** A new e-mail waiting for its confirmation link (issue 6); `email` changes only when it is opened. */
  pendingEmail: v.nullable(v.string()),
  company: v.nullable(AccountCompany),
})
export type AccountProfile = v.InferOutput<typeof AccountProfile>

/**
 * An empty string clears the optional field. Anything else is the field's: its message is the schema's
 * (the last option's issue), not the union's "Invalid type" (a `check` failing untypes the value).
 */
const Optional = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(v.union([v.literal(''), schema], (issue) => issue.issues?.at(-1)?.message ?? issue.message))

/**
 * PATCH /api/account — only the fields sent change. A new phone (the SMS reset factor) or e-mail needs the
 * current password; a new e-mail is only applied when the link mailed to it is opened.
 */
export const AccountUpdateRequest = v.object({
  name: v.optional(PersonName),
  phone: Optional(Phone),
  zip: Optional(Zip),
  email: v.optional(Email),
  currentPassword: v.optional(AnyPassword),
  locale: v.optional(v.picklist(['da-DK', 'en'])),
})
export type AccountUpdateRequest = v.InferInput<typeof AccountUpdateRequest>

// POST /api/account/email/confirm — the link mailed to the new address, opened by the same user.
export const EmailChangeConfirmRequest = v.object({
  token: linkToken('account:::errors::emailLinkInvalid'),
})
export type EmailChangeConfirmRequest = v.InferInput<typeof EmailChangeConfirmRequest>

// POST /api/account/password — the other sessions end, this one stays.
export const PasswordChangeRequest = v.object({
  currentPassword: AnyPassword,
  newPassword: NewPassword,
})
export type PasswordChangeRequest = v.InferInput<typeof PasswordChangeRequest>
export const PasswordChanged = v.object({ endedSessions: v.number() })
export type PasswordChanged = v.InferOutput<typeof PasswordChanged>

// DELETE /api/account — GDPR erasure; book-keeping data of a company stays 5 years.
export const AccountDeleteRequest = v.object({ password: AnyPassword })
export type AccountDeleteRequest = v.InferInput<typeof AccountDeleteRequest>

// GET /api/account/export — GDPR art. 15 and 20, a JSON download
/** A review as the export shows it, written or received: the company's reply beside it. */
const ExportedReview = v.object({
  category: v.string(),
  rating: v.number(),
  title: v.string(),
  text: v.string(),
  createdAt: v.string(),
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(v.string()),
})

export const AccountExport = v.object({
  exportedAt: v.string(),
  profile: v.object({
    id: v.number(),
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    zip: v.nullable(v.string()),
    locale: v.string(),
    role: v.string(),
    createdAt: v.string(),
  }),
  company: v.nullable(
    v.object({
      ...CompanyFields.entries,
      description: v.string(),
      createdAt: v.string(),
      categories: v.array(v.object({ id: v.number(), name: v.string() })),
    }),
  ),
  jobs: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      description: v.string(),
      category: v.string(),
      street: v.nullable(v.string()),
      zip: v.string(),
      city: v.string(),
      status: v.string(),
      createdAt: v.string(),
    }),
  ),
  sessions: v.array(v.object({ createdAt: v.string(), expiresAt: v.string() })),
  facebookLinked: v.boolean(),
  /** Log-ins through other services linked to the account. */
  linkedLogins: v.array(
    v.object({ provider: v.string(), linkedAt: v.string(), emailVerifiedAt: v.nullable(v.string()) }),
  ),
  /**
   * E-mails and SMS the product sent (or is sending) to my address and number; links and codes are never
   * included. Not the conversations with companies (`conversations`).
   */
  messages: v.array(
    v.object({
      channel: v.string(),
      to: v.string(),
      template: v.string(),
      status: v.string(),
      createdAt: v.string(),
      sentAt: v.nullable(v.string()),
      content: v.record(v.string(), v.union([v.string(), v.number()])),
    }),
  ),
  auditLog: v.array(v.object({ action: v.string(), createdAt: v.string() })),
  /**
   * Every contact (thread) I am a party to: as customer on my jobs, as company the company's. The other
   * party is named as the product shows them (a company sees the customer's name only once hired; an
   * erased account is the localized "deleted user"); each message says who wrote it: 'me' or that name.
   */
  conversations: v.array(
    v.object({
      contactId: v.number(),
      jobId: v.number(),
      jobTitle: v.string(),
      /** My side of the contact. */
      as: v.picklist(['customer', 'company']),
      counterpart: v.string(),
      state: v.string(),
      /** The offer on the contact (price in øre, VAT included); null while none was given. */
      offer: v.nullable(
        v.object({
          priceOre: v.nullable(v.number()),
          text: v.nullable(v.string()),
          state: v.string(),
          appointmentAt: v.nullable(v.string()),
          offeredAt: v.nullable(v.string()),
        }),
      ),
      messages: v.array(
        v.object({ from: v.string(), kind: v.string(), body: v.string(), createdAt: v.string() }),
      ),
      /** My company's own note on the contact (sendcoment); null on my side as customer: never hers to see. */
      note: v.nullable(v.object({ text: v.string(), updatedAt: v.string() })),
    }),
  ),
  /** Reviews I wrote as a customer (withdrawn ones too, with when), and my company's published reviews. */
  reviews: v.object({
    written: v.array(
      v.object({ ...ExportedReview.entries, company: v.string(), withdrawnAt: v.nullable(v.string()) }),
    ),
    received: v.array(v.object({ ...ExportedReview.entries, reviewer: v.string() })),
  }),
  /** Complaints I sent about a company, with the staff's replies (mailed to me). */
  complaints: v.array(
    v.object({
      company: v.string(),
      text: v.string(),
      status: v.picklist(['open', 'answered', 'closed']),
      createdAt: v.string(),
      replies: v.array(v.object({ from: v.string(), body: v.string(), createdAt: v.string() })),
    }),
  ),
  /** My company's support cases with the staff, with every message ('me' or the staff). */
  supportCases: v.array(
    v.object({
      subject: v.string(),
      status: v.string(),
      createdAt: v.string(),
      messages: v.array(v.object({ from: v.string(), body: v.string(), createdAt: v.string() })),
    }),
  ),
})
export type AccountExport = v.InferOutput<typeof AccountExport>
