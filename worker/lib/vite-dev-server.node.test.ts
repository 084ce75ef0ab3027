import { describe, expect, it } from 'vitest'
import viteConfig from '../../vite.config'
import { contentSecurityPolicy } from './security-headers'
import { isViteDevModule, viteDevServer } from './vite-dev-server'

type ConfigFn = (env: { command: 'build' | 'serve'; mode: string }) => { define?: Record<string, string> }
const flagFor = (command: 'build' | 'serve') =>
  (viteConfig as unknown as ConfigFn)({ command, mode: 'development' }).define?.__VITE_DEV_SERVER__

describe("npm run dev's allowances (Vite's dev server only)", () => {
  it('are off in a build and in the tests: the flag is false there, and the policy has no unsafe-inline', () => {
    expect(flagFor('build')).toBe('false')
    // The tests run Vite in serve mode too; VITEST is set there.
    expect(process.env.VITEST).toBeTruthy()
    expect(flagFor('serve')).toBe('false')
    expect(viteDevServer).toBe(false)
    expect(contentSecurityPolicy).not.toContain('unsafe-inline')
  })

  it('are on under the dev server alone', () => {
    const vitest = process.env.VITEST
    delete process.env.VITEST
    try {
      expect(flagFor('serve')).toBe('true')
    } finally {
      process.env.VITEST = vitest
    }
  })

  it("pass on only the dev server's own modules, never a page or the API", () => {
    for (const path of [
      '/@vite/client',
      '/@react-refresh',
      '/web/main.tsx',
      '/node_modules/.vite/deps/react.js',
    ])
      expect(isViteDevModule(path)).toBe(true)
    for (const path of ['/', '/firma/opgaver', '/api/me', '/webshop', '/createjob/toemrer'])
      expect(isViteDevModule(path)).toBe(false)
  })
})
