import { passwordProblem } from '../../../domain/rules/password-policy'

/**
 * The password policy a new password must pass beyond its length (`NewPassword`): the common-password
 * block list of `domain/rules/password-policy.ts`. A locale key of the problem, or null.
 */
export function passwordPolicyIssue(password: string, context: { email: string | null; name: string }) {
  return passwordProblem(password, { email: context.email ?? undefined, name: context.name })
}
