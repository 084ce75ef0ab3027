import { hashPassword } from '../lib/password'

const made = new Map<string, Promise<string>>()

/**
 * One scrypt hash per password and test file, shared by the users a fixture makes, with the worker
 * tests' parameters (APP_ENV 'test', decision 020): the Worker under test reads them from the hash, so
 * a log-in costs ~1 ms instead of ~115 ms (seconds on a busy CI box), and does not re-hash them. Each
 * has its own salt, so sharing one changes nothing a test of log-in sees. Tests of hashing itself call
 * `hashPassword` (worker/lib/password.node.test.ts).
 */
export function hashOnce(password: string): Promise<string> {
  let hash = made.get(password)
  if (!hash) {
    hash = hashPassword(password, 'test')
    made.set(password, hash)
  }
  return hash
}
