// Seeds demo data into the local D1 through wrangler. Idempotent: every row upserts on a natural key.
// Usage: node scripts/seed.mjs [--persist-to DIR]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from './lib.mjs'
import { categoryTree } from './seed-data/categories.mjs'

const q = (value) =>
  value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`

function categorySql() {
  const lines = []
  let position = 0
  const upsert = (c, parentSlug, needsCarModel) =>
    lines.push(
      `INSERT INTO categories (parent_id, slug, name_da, name_en, keywords, position, needs_car_model) VALUES (${
        parentSlug ? `(SELECT id FROM categories WHERE slug = ${q(parentSlug)})` : 'NULL'
      }, ${q(c.slug)}, ${q(c.da)}, ${q(c.en)}, ${q(c.keywords ?? '')}, ${position++}, ${needsCarModel ? 1 : 0}) ON CONFLICT(slug) DO UPDATE SET name_da = excluded.name_da, name_en = excluded.name_en, keywords = excluded.keywords, position = excluded.position, needs_car_model = excluded.needs_car_model;`,
    )
  for (const top of categoryTree) {
    upsert(top, null, top.needsCarModel)
    for (const child of top.children ?? []) upsert(child, top.slug, top.needsCarModel)
    // Attributes have no natural key: replace the category's set.
    for (const c of [top, ...(top.children ?? [])]) {
      lines.push(
        `DELETE FROM category_attributes WHERE category_id = (SELECT id FROM categories WHERE slug = ${q(c.slug)});`,
      )
      ;(c.attributes ?? []).forEach((a, i) => {
        const options = a.options
          ? JSON.stringify(a.options.map(([value, da, en]) => ({ value, da, en })))
          : null
        lines.push(
          `INSERT INTO category_attributes (category_id, kind, label_da, label_en, options, unit, required, position) VALUES ((SELECT id FROM categories WHERE slug = ${q(c.slug)}), ${q(a.kind)}, ${q(a.da)}, ${q(a.en)}, ${q(options)}, ${q(a.unit)}, ${a.required ? 1 : 0}, ${i});`,
        )
      })
    }
  }
  return lines
}

const persistIndex = process.argv.indexOf('--persist-to')
const persist = persistIndex > 0 ? ['--persist-to', process.argv[persistIndex + 1]] : []
const dir = mkdtempSync(join(tmpdir(), 'seed-'))
const file = join(dir, 'seed.sql')
writeFileSync(file, [...categorySql()].join('\n'))
try {
  run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...persist, '--file', file, '--yes'], {
    quiet: true,
  })
} finally {
  rmSync(dir, { recursive: true, force: true })
}
