import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { outbox } from '../../db/schema'
import type { AppBindings } from '../../env'
import { fakesAllowed } from '../../lib/adapters/config'
import { withFakeCopies } from '../../lib/adapters/fake-mailbox'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { render } from '../../lib/outbox'
import { DevPage, devPagePolicy } from './dev-page'
import { fakeFacebookRoutes } from './fake-facebook'
import { fakePayRoutes } from './fake-pay'

/**
 * Developer pages under /dev (worker-first in wrangler.toml): the outbox as a mailbox and the fake
 * Facebook. Every path is 404 when APP_ENV=production. Not user-facing, so the texts are inline.
 */
const devOnly = createMiddleware<AppBindings>(async (c, next) => {
  if (!fakesAllowed(c.env)) throw new ApiError('not_found')
  await next()
})

/** The dev pages' policy, which allows their inline stylesheet; the outer middleware keeps a policy it finds. */
const devCsp = createMiddleware<AppBindings>(async (c, next) => {
  await next()
  c.header('Content-Security-Policy', devPagePolicy)
})

/** The text with working links and line breaks (escaped by JSX, no raw HTML). */
function Linkified(props: { text: string }) {
  return (
    <>
      {props.text.split('\n').map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static server-rendered text, never re-ordered
        <span key={i}>
          {line.split(/(https?:\/\/[^\s<>"']+)/g).map((part, j) =>
            j % 2 === 1 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: static server-rendered text, never re-ordered
              <a key={j} href={part}>
                {part}
              </a>
            ) : (
              part
            ),
          )}
          <br />
        </span>
      ))}
    </>
  )
}

async function messages(c: import('hono').Context<AppBindings>, to?: string, limit = 100) {
  const db = database(c.env.DB)
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit)
  // A delivered row has forgotten its links and codes; the fake sink's copy has them.
  const delivered = await withFakeCopies(c.env.KV, rows)
  return delivered.map((row) => {
    const rendered = render(row)
    return {
      id: row.id,
      channel: row.channel,
      to: row.to,
      template: row.template,
      locale: row.locale,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      /** Every http(s) link in the body, in order (e2e tests follow links[0]). */
      links: [...rendered.text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]),
      /** The first 6-digit code of an SMS. */
      code: row.channel === 'sms' ? (rendered.text.match(/\b\d{6}\b/)?.[0] ?? null) : null,
    }
  })
}

export const devRoutes = new Hono<AppBindings>()
  .use('*', devOnly, devCsp)
  .get('/outbox.json', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase() || undefined
    c.header('Cache-Control', 'no-store')
    return c.json({ messages: await messages(c, to, 50) })
  })
  .get('/outbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase() || undefined
    const list = await messages(c, to)
    c.header('Cache-Control', 'no-store')
    return c.html(
      <DevPage title="Udbakke (dev)">
        <h1>Udbakke (dev)</h1>
        <p class="meta">
          Every e-mail and SMS the app would have sent, newest first. Only outside production.{' '}
          <a href="/dev/outbox">All</a> · <a href="/dev/outbox.json">JSON</a>
        </p>
        <form method="get" action="/dev/outbox">
          <label>
            To: <input name="to" type="search" value={to ?? ''} />
          </label>{' '}
          <button type="submit">Filter</button>
        </form>
        {list.length === 0 ? <p>No messages.</p> : null}
        {list.map((m) => (
          <article key={m.id} aria-label={`${m.channel} to ${m.to}`}>
            <div class="meta">
              #{m.id} · {m.channel === 'email' ? 'E-mail' : 'SMS'} to <strong>{m.to}</strong> · {m.template} ·{' '}
              {m.locale} · <span class={`tag ${m.status}`}>{m.status}</span> · attempts {m.attempts} ·{' '}
              {new Date(m.createdAt * 1000).toISOString()}
              {m.lastError ? ` · last error: ${m.lastError}` : ''}
            </div>
            {m.subject ? <h2>{m.subject}</h2> : null}
            <div class="body">
              <Linkified text={m.text} />
            </div>
          </article>
        ))}
      </DevPage>,
    )
  })
  .route('/fake-facebook', fakeFacebookRoutes)
  .route('/pay', fakePayRoutes)
