/**
 * The password policy a new password must pass beyond its length (`NewPassword`): a locale key of the
 * problem, or null. Delegates to `domain/rules/password-policy.ts` once that rule exists.
 */
export function passwordPolicyIssue(_password: string, _context: { email: string | null; name: string }) {
  return null as string | null
}
