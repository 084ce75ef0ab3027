/**
 * The local fakes' mailbox (development and tests only; `deliverDue` calls it only when
 * `fakesAllowed`): a sent outbox row forgets its links and codes, so the fake sink keeps its own copy of
 * what it "sent" — the row's full payload, in KV for a day, keyed by the row's id — and /dev/outbox and
 * the tests read it there. Nothing is ever written here in production.
 */
type Payload = Record<string, string | number>

const key = (outboxId: number) => `dev-mailbox:${outboxId}`
const keepSeconds = 86_400

/** Keeps the full payload of a row the fake is about to deliver. */
export async function keepFakeCopy(kv: KVNamespace, row: { id: number; payload: Payload }) {
  await kv.put(key(row.id), JSON.stringify(row.payload), { expirationTtl: keepSeconds })
}

/** The rows with the payload as the fake delivered it (links and codes back) where the mailbox has it. */
export async function withFakeCopies<Row extends { id: number; payload: Payload }>(
  kv: KVNamespace,
  rows: Row[],
): Promise<Row[]> {
  return Promise.all(
    rows.map(async (row) => {
      const copy = await kv.get<Payload>(key(row.id), 'json')
      return copy ? { ...row, payload: { ...row.payload, ...copy } } : row
    }),
  )
}
