import * as v from 'valibot'
import { zipLength } from '../rules/limits'
import { normalizeDanishPhone } from '../rules/phone'
import { BodyId } from './params'
import { personName, plainText } from './text'

/**
 * Contracts of the accounts API (issue 3). Messages are locale keys: `auth:::errors::…` (worker owns the
 * `auth` namespace), `common:::errors::…`. The web validates with the same schemas before it sends.
 */
/**
 * An e-mail address. `required` is what an empty field says: "Skriv din e-mail.", on a company form
 * "Skriv firmaets e-mail." (the phone and zip below take one too).
 */
export const email = (required = 'auth:::errors::emailRequired') =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(required),
    v.maxLength(254, 'auth:::errors::emailInvalid'),
    v.email('auth:::errors::emailInvalid'),
  )
export const Email = email()

/** Length only; the common-password block list is checked by `domain/rules/password-policy.ts`. */
export const NewPassword = v.pipe(
  v.string('auth:::errors::newPasswordRequired'),
  v.nonEmpty('auth:::errors::newPasswordRequired'),
  v.minLength(8, 'auth:::errors::passwordTooShort'),
  v.maxLength(128, 'auth:::errors::passwordTooLong'),
)
export const AnyPassword = v.pipe(
  v.string('auth:::errors::passwordRequired'),
  v.nonEmpty('auth:::errors::passwordRequired'),
  v.maxLength(128),
)

/** The token of a link we mailed (password reset, e-mail change, Facebook confirmation). */
export const linkToken = (invalid?: string) => v.pipe(v.string(invalid), v.nonEmpty(), v.maxLength(100))

/** Controls and bidi overrides stripped, nothing-visible refused (`./text`). */
export const PersonName = personName
/** A Danish number as people type it (`+45`, `0045`, spaces, dashes), kept as its 8 digits. */
export const phone = (required = 'auth:::errors::phoneRequired') =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check((text) => normalizeDanishPhone(text) !== null, 'auth:::errors::phoneInvalid'),
    v.transform((text) => normalizeDanishPhone(text) ?? text),
  )
export const Phone = phone()
export const zip = (required = 'common:::errors::zipRequired') =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(new RegExp(`^\\d{${zipLength}}$`), 'common:::errors::zipFormat'),
  )
export const Zip = zip()
export const Cvr = v.pipe(
  v.string('auth:::errors::cvrRequired'),
  v.trim(),
  v.nonEmpty('auth:::errors::cvrRequired'),
  v.regex(/^\d{8}$/, 'auth:::errors::cvrFormat'),
)

export const Role = v.picklist(['customer', 'company', 'admin'])
export type Role = v.InferOutput<typeof Role>

/** Who a user is, how to reach them and their role: the part every view of a user shows. */
export const UserFields = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  role: Role,
})

/** The caller as the web sees it. */
export const Me = v.object({
  ...UserFields.entries,
  locale: v.picklist(['da-DK', 'en']),
  /** The person's postcode (null for those who never gave one): forms that ask for it start from it. */
  zip: v.nullable(v.string()),
  company: v.nullable(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
})
export type Me = v.InferOutput<typeof Me>
export const MeResponse = v.object({ user: v.nullable(Me) })
export type MeResponse = v.InferOutput<typeof MeResponse>

// POST /api/auth/login (replaces /bruger/modalformlogin)
export const LoginRequest = v.object({ email: Email, password: AnyPassword })
export type LoginRequest = v.InferInput<typeof LoginRequest>
/** `redirectTo` is `/firma/opgaver` for a company log-in; null means "reload the current page". */
export const LoginResponse = v.object({ user: Me, redirectTo: v.nullable(v.string()) })
export type LoginResponse = v.InferOutput<typeof LoginResponse>

// POST /api/auth/signup/customer — customer_type person
export const CustomerSignupRequest = v.object({
  name: PersonName,
  email: Email,
  phone: Phone,
  zip: Zip,
  password: NewPassword,
})
export type CustomerSignupRequest = v.InferInput<typeof CustomerSignupRequest>

/**
 * The categories a company performs, as sign-up and the settings page send them: category ids (whole
 * numbers from 1), at least one, at most 40; the server checks that they exist and that at most two top
 * categories are among them.
 */
export const CompanyCategoryIds = v.pipe(
  v.array(BodyId),
  v.minLength(1, 'auth:::errors::categoriesRequired'),
  v.maxLength(40),
)

// POST /api/auth/signup/company — customer_type company, with CVR (looked up) or without CVR (two steps)
export const CompanySignupRequest = v.object({
  withCvr: v.boolean(),
  cvr: v.optional(Cvr),
  companyName: plainText(160, 'auth:::errors::companyNameRequired'),
  address: plainText(200, 'auth:::errors::addressRequired'),
  // The company's own details: an empty field asks for the firm's ("Skriv firmaets telefonnummer.").
  zip: zip('auth:::errors::companyZipRequired'),
  contactName: plainText(120, 'auth:::errors::contactNameRequired'),
  email: email('auth:::errors::companyEmailRequired'),
  phone: phone('auth:::errors::companyPhoneRequired'),
  password: NewPassword,
  categoryIds: CompanyCategoryIds,
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
})
export type CompanySignupRequest = v.InferInput<typeof CompanySignupRequest>
export const SignupResponse = v.object({ user: Me, redirectTo: v.nullable(v.string()) })
export type SignupResponse = v.InferOutput<typeof SignupResponse>

// GET /api/cvr/{cvr} — CVR look-up (fake adapter locally)
export const CvrLookup = v.object({
  cvr: v.string(),
  name: v.string(),
  address: v.string(),
  zip: v.string(),
  city: v.string(),
})
export type CvrLookup = v.InferOutput<typeof CvrLookup>

// POST /api/auth/password-reset (replaces /bruger/sendmailforgotpassword): same answer whether or not the e-mail exists
export const PasswordResetRequest = v.object({ email: Email })
export const PasswordResetRequested = v.object({ message: v.string() })
/** The 6-digit code of the reset SMS. */
export const ResetCode = v.pipe(
  v.string('auth:::errors::codeRequired'),
  v.trim(),
  v.nonEmpty('auth:::errors::codeRequired'),
  v.regex(/^\d{6}$/, 'auth:::errors::codeFormat'),
)
// POST /api/auth/password-reset/confirm: the link's token, or the e-mail + the SMS code
export const PasswordResetConfirm = v.union([
  v.object({ token: linkToken(), password: NewPassword }),
  v.object({
    email: Email,
    code: ResetCode,
    password: NewPassword,
  }),
])
export type PasswordResetConfirm = v.InferInput<typeof PasswordResetConfirm>

// Profile confirmation (replaces /bruger|firma/findemail and /bruger|firma/data_acknowledgment)
export const ProfileLookupRequest = v.object({ email: Email, as: v.picklist(['customer', 'company']) })
/** Only what the confirm-profile modal shows: a customer's first name or the company's public name. */
export const ProfileLookupResponse = v.object({
  found: v.boolean(),
  ownerName: v.nullable(v.string()),
})
export type ProfileLookupResponse = v.InferOutput<typeof ProfileLookupResponse>
export const ProfileConfirmRequest = v.object({ email: Email, password: AnyPassword })
export const ProfileConfirmResponse = v.object({ user: Me })

// Facebook (replaces /social/facebookauth, facebookRecording, facebookValidationStatus)
export const FacebookStatus = v.object({
  status: v.picklist(['refresh', 'pending', 'error', 'needs_email', 'cancelled']),
  user: v.nullable(
    v.object({ name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
  ),
})
export type FacebookStatus = v.InferOutput<typeof FacebookStatus>
export const FacebookEmailRequest = v.object({ email: Email })
