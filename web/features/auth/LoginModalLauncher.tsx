import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '../../components/ui/toast/toast-queue'
import { openLoginModal, useLoginModalState } from './login-modal-store'

const LoginModalHost = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModalHost })))

/**
 * Mounted once in the header: opens the log-in modal for `?login=1` (and reports `?facebook=error` or
 * `?facebook=cancelled`),
 * and loads the modal's code the first time it opens, keeping it off the first page's bundle.
 */
export function LoginModalLauncher() {
  // The `login` namespace loads only when it is needed, so the header never waits for it.
  const { i18n } = useTranslation()
  const state = useLoginModalState()
  const [wanted, setWanted] = useState(false)
  const router = useRouter()
  const search = useRouterState({ select: (s) => s.location.searchStr })

  useEffect(() => {
    if (state.open) setWanted(true)
  }, [state.open])

  useEffect(() => {
    const params = new URLSearchParams(search)
    const login = params.get('login') === '1'
    // The Facebook callback lands on `/?facebook=error` when the provider step failed, and on
    // `/?facebook=cancelled` when the user said no there (same-window flow, or inside the popup).
    const facebook = params.get('facebook')
    if (!login && facebook !== 'error' && facebook !== 'cancelled') return
    // Inside the log-in popup the opener says it (its poll reads the same answer from the status); the
    // popup closes itself rather than rely on the opener's close, which a busy CI run once saw ignored
    // while the popup was still loading this page.
    if (facebook === 'cancelled' && window.opener) {
      window.close()
      return
    }
    if (login) openLoginModal({ reason: params.get('reason') ?? undefined })
    if (facebook === 'cancelled') notify({ type: 'info', note: i18n.t('session::facebookCancelled') })
    if (facebook === 'error') {
      void i18n
        .loadNamespaces('login')
        .then(() => notify({ type: 'error', note: i18n.t('login:::facebook::failed') }))
    }
    params.delete('login')
    params.delete('reason')
    params.delete('facebook')
    const rest = params.toString()
    void router.navigate({ href: `${window.location.pathname}${rest ? `?${rest}` : ''}`, replace: true })
  }, [search, router, i18n])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LoginModalHost />
    </Suspense>
  )
}
