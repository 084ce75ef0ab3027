import { Hono } from 'hono'
import type { AppBindings } from '../../env'
import {
  customFakeUser,
  exchangeFakeCode,
  fakeFacebookClientId,
  fakeFacebookUsers,
  fakeProfileForToken,
  issueFakeCode,
} from '../../lib/adapters/facebook-fake'
import { DevPage } from './dev-page'

/**
 * A local stand-in for Facebook's OAuth dialog, token endpoint and Graph `/me` (dev and tests only;
 * mounted under /dev, which is 404 in production). The authorize page lets you pick a demo user —
 * one with an e-mail, one without — or type one.
 */
function allowedRedirect(c: import('hono').Context<AppBindings>, redirectUri: string) {
  try {
    return new URL(redirectUri).origin === new URL(c.req.url).origin
  } catch {
    return false
  }
}

function back(redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

export const fakeFacebookRoutes = new Hono<AppBindings>()
  .get('/dialog/oauth', (c) => {
    const { client_id: clientId, redirect_uri: redirectUri, state, scope } = c.req.query()
    if (clientId !== fakeFacebookClientId || !redirectUri || !state || !allowedRedirect(c, redirectUri)) {
      return c.text('Invalid OAuth request (client_id, redirect_uri and state are required).', 400)
    }
    return c.html(
      <DevPage title="Log ind med Facebook (falsk)">
        <h1>Log ind med Facebook</h1>
        <p class="meta">
          A fake provider for development. The app asks for: <strong>{scope}</strong>
        </p>
        <form method="post" action="/dev/fake-facebook/dialog/oauth">
          <input type="hidden" name="redirect_uri" value={redirectUri} />
          <input type="hidden" name="state" value={state} />
          <fieldset>
            <legend>Choose a Facebook user</legend>
            {fakeFacebookUsers.map((user, i) => (
              <p key={user.id}>
                <label>
                  <input type="radio" name="user" value={user.id} checked={i === 0} /> {user.name} (
                  {user.email ?? 'no e-mail'})
                </label>
              </p>
            ))}
            <p>
              <label>
                <input type="radio" name="user" value="custom" /> Another user:
              </label>{' '}
              <label>
                Name <input name="custom_name" autocomplete="off" />
              </label>{' '}
              <label>
                E-mail <input name="custom_email" type="email" autocomplete="off" />
              </label>
            </p>
          </fieldset>
          <p>
            <button type="submit" name="action" value="allow">
              Fortsæt
            </button>{' '}
            <button type="submit" name="action" value="cancel">
              Annullér
            </button>
          </p>
        </form>
      </DevPage>,
    )
  })
  .post('/dialog/oauth', async (c) => {
    const form = await c.req.parseBody()
    const redirectUri = String(form.redirect_uri ?? '')
    const state = String(form.state ?? '')
    if (!redirectUri || !state || !allowedRedirect(c, redirectUri))
      return c.text('Invalid OAuth request.', 400)
    if (form.action === 'cancel') {
      return c.redirect(back(redirectUri, { error: 'access_denied', state }), 302)
    }
    const choice = String(form.user ?? '')
    const user =
      choice === 'custom'
        ? customFakeUser(
            String(form.custom_name ?? '').trim(),
            String(form.custom_email ?? '')
              .trim()
              .toLowerCase() || null,
          )
        : fakeFacebookUsers.find((u) => u.id === choice)
    if (!user) return c.text('Unknown demo user.', 400)
    const code = await issueFakeCode(c.env.KV, user, redirectUri)
    return c.redirect(back(redirectUri, { code, state }), 302)
  })
  .post('/oauth/access_token', async (c) => {
    const form = await c.req.parseBody()
    const token = await exchangeFakeCode(c.env.KV, String(form.code ?? ''), String(form.redirect_uri ?? ''))
    if (!token) {
      return c.json(
        { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } },
        400,
      )
    }
    return c.json({ access_token: token, token_type: 'bearer', expires_in: 3600 })
  })
  .get('/me', async (c) => {
    const auth = c.req.header('authorization')
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : (c.req.query('access_token') ?? '')
    const profile = await fakeProfileForToken(c.env.KV, token)
    if (!profile) {
      return c.json(
        { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
        401,
      )
    }
    return c.json(profile)
  })
