import { passwordProblem } from '../../../domain/rules/password-policy'
import { fieldError } from '../../lib/errors'

/** A new password's block-list and personal-data check (its length is the schema's): 422 on `password`. */
export function assertPasswordPolicy(password: string, context: { email?: string; name?: string }) {
  const problem = passwordProblem(password, context)
  if (problem) throw fieldError('password', problem)
}
