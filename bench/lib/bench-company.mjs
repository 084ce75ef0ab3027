// The bench company and its session, shared by the search benches (company-search, search-growth).
import { createHash, randomBytes } from 'node:crypto'

/** A bench company in the top category with the most open jobs: the heaviest ordinary search. */
export async function heaviestBenchCompany(db) {
  return (
    await db.execute(`
      SELECT co.id, co.owner_user_id AS userId, co.region, cc.category_id AS categoryId
      FROM company_categories cc JOIN companies co ON co.id = cc.company_id
      JOIN categories cat ON cat.id = cc.category_id AND cat.parent_id IS NULL
      WHERE co.email LIKE '%@bench.opgavetorvet.invalid'
      ORDER BY (SELECT count(*) FROM jobs j JOIN categories c ON c.id = j.category_id
        WHERE j.status = 'open' AND (c.id = cc.category_id OR c.parent_id = cc.category_id)) DESC, co.id
      LIMIT 1`)
  ).rows[0]
}

/** Writes a one-day session for the user straight into the D1 file; answers the request headers. */
export async function benchSessionHeaders(db, userId) {
  const token = randomBytes(20).toString('hex')
  const now = Math.floor(Date.now() / 1000)
  await db.execute({
    sql: 'INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
    args: [createHash('sha256').update(token).digest('hex'), userId, now + 86_400, now],
  })
  return { cookie: `__Host-session=${token}`, 'accept-language': 'da-DK' }
}
