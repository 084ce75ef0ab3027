import { hashPassword } from '../lib/password'

const made = new Map<string, Promise<string>>()

/**
 * One real scrypt hash per password and test file, shared by the users a fixture makes: a hash takes
 * ~115 ms (seconds on a busy CI box) and each has its own salt, so sharing one changes nothing a test
 * of log-in sees. Tests of hashing itself call `hashPassword`.
 */
export function hashOnce(password: string): Promise<string> {
  let hash = made.get(password)
  if (!hash) {
    hash = hashPassword(password)
    made.set(password, hash)
  }
  return hash
}
