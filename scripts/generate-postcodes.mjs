// Generates domain/data/postcodes.json from the official PostNord list (../shared/data/dk-postcodes.csv).
// Output (committed): { "9990": ["Skagen", "Region Nordjylland", ["Frederikshavn"]], … }.
// A code can span municipalities (and regions): the region is that of the municipality named like the city
// (4000 Roskilde → Roskilde Kommune → Region Sjælland), else of the first one listed.
import { readFileSync, writeFileSync } from 'node:fs'

const source = process.argv[2] ?? new URL('../../shared/data/dk-postcodes.csv', import.meta.url).pathname
const target = new URL('../domain/data/postcodes.json', import.meta.url).pathname
const [header, ...rows] = readFileSync(source, 'utf8').trim().split(/\r?\n/)
const columns = header.split(';')
const col = (name) => columns.indexOf(name)
const [regionCol, municipalityCol, zipCol, cityCol] = [
  col('ADRESSERINGSNAVN'),
  col('ADRESSERINGSNAVN_1'),
  col('POSTNR'),
  col('BYNAVN'),
]
const table = {}
for (const row of rows) {
  const cells = row.split(';')
  const zip = cells[zipCol].trim()
  if (!/^\d{4}$/.test(zip)) continue
  const municipality = cells[municipalityCol].trim()
  const city = cells[cityCol].trim()
  const region = cells[regionCol].trim()
  table[zip] ??= [city, region, []]
  const entry = table[zip]
  if (!entry[2].includes(municipality)) entry[2].push(municipality)
  if (municipality.startsWith(`${city.split(' ')[0]} `)) entry[1] = region
}
const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(target, `${JSON.stringify(sorted)}\n`)
console.log(`${Object.keys(sorted).length} postcodes → ${target}`)
