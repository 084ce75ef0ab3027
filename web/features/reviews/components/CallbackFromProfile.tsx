import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiFailure } from '../../../lib/api'
import { loginHref } from '../../../lib/session-paths'
import { reviewsCalls } from '../queries'

type State =
  | { kind: 'idle' | 'pending' }
  | { kind: 'sent' }
  | { kind: 'noJob' }
  | { kind: 'failed'; message: string }

/**
 * 'Bliv ringet op': asks the company to call me about my live job with it (the job page's call-back
 * request). A plain button, so the profile stays light; an anonymous visitor logs in and comes back.
 */
export function CallbackFromProfile({ slug, company }: { slug: string; company: string }) {
  const { t } = useTranslation('reviews')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const ask = async () => {
    setState({ kind: 'pending' })
    try {
      await reviewsCalls.callback(slug)
      setState({ kind: 'sent' })
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        window.location.assign(loginHref(`/${slug}`))
        return
      }
      if (error instanceof ApiFailure && error.status === 409) return setState({ kind: 'noJob' })
      setState({
        kind: 'failed',
        message: error instanceof ApiFailure ? error.message : t('common:::errors::internal'),
      })
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn-secondary h-11"
        aria-describedby="profile-callback-hint"
        disabled={state.kind === 'pending' || state.kind === 'sent'}
        onClick={() => void ask()}
      >
        {state.kind === 'pending' ? t('profile::callbackPending') : t('profile::callback')}
      </button>
      <p id="profile-callback-hint" role="status" className="m-0 text-sm text-ink-700">
        {state.kind === 'sent' ? (
          <strong>{t('profile::callbackSent', { company })}</strong>
        ) : state.kind === 'noJob' ? (
          <>
            {t('profile::callbackNoJob')}{' '}
            <a href={`/createjob?sendcompany=${encodeURIComponent(slug)}`}>{t('profile::callbackSendJob')}</a>
          </>
        ) : state.kind === 'failed' ? (
          state.message
        ) : (
          t('profile::callbackHint', { name: company })
        )}
      </p>
    </>
  )
}
