import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, passwordParameters, verifyPassword } from './password'

// The parameter sets (decision 005; the tests' own set, decision 020). Real scrypt, in Node.
describe('password hashing', () => {
  it('hashes with N=2^14, r=8, p=5 in every environment but exactly "test"', async () => {
    for (const appEnv of [undefined, '', 'production', 'development', 'Test', 'test ', 'testing']) {
      expect(passwordParameters(appEnv), String(appEnv)).toMatchObject({ N: 16384, r: 8, p: 5 })
    }
    expect(await hashPassword('Blå-hest-på-taget-9')).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{86}$/)
    expect(await hashPassword('Blå-hest-på-taget-9', 'production')).toMatch(/^scrypt\$16384\$8\$5\$/)
    expect(await hashPassword('Blå-hest-på-taget-9', 'development')).toMatch(/^scrypt\$16384\$8\$5\$/)
  })

  it('the tests’ cheaper set is only for APP_ENV "test", and production re-hashes it at the next log-in', async () => {
    const cheap = await hashPassword('Blå-hest-på-taget-9', 'test')
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(needsRehash(cheap, 'test')).toBe(false)
    expect(needsRehash(cheap)).toBe(true)
    expect(needsRehash(cheap, 'production')).toBe(true)
    expect(needsRehash(cheap, 'development')).toBe(true)
  })

  it('verifies by the parameters stored in the hash, whatever the environment', async () => {
    const strong = await hashPassword('Blå-hest-på-taget-9')
    const cheap = await hashPassword('Blå-hest-på-taget-9', 'test')
    for (const [hash, appEnv] of [
      [strong, undefined],
      [strong, 'test'],
      [cheap, undefined],
      [cheap, 'test'],
    ] as const) {
      expect(await verifyPassword(hash, 'Blå-hest-på-taget-9', appEnv)).toBe(true)
      expect(await verifyPassword(hash, 'blå-hest-på-taget-9', appEnv)).toBe(false)
    }
    expect(needsRehash(strong)).toBe(false)
    expect(await verifyPassword(null, 'Blå-hest-på-taget-9')).toBe(false)
    expect(await verifyPassword('bcrypt$x', 'Blå-hest-på-taget-9', 'test')).toBe(false)
  })
})
