import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const features = join(import.meta.dirname, '../web/features')

describe('the one retry policy of the web', () => {
  it("is the query client's (worthRetrying, web/router.tsx): no feature query sets a retry of its own", () => {
    const files = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    )
    expect(files.length).toBeGreaterThan(50)
    const own = files.filter((file) => /^\s*retry:/m.test(readFileSync(join(features, file), 'utf8')))
    expect(own).toEqual([])
  })
})
