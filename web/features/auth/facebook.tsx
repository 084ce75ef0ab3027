import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { facebookApi, facebookStartUrl } from '../../../domain/contract/facebook'
import { PendingLabel } from '../../components/form/Form'
import { notify } from '../../components/ui/toast/toast-queue'
import { call } from '../../lib/api'
import { facebookPollMs, facebookStep } from './facebook.logic'
import { closeLoginModal } from './login-modal-store'

/** Where the provider step is (polled while the popup is open). */
const facebookStatus = () => call(facebookApi.status, {})

/**
 * "Log ind med Facebook": opens the provider in a popup (same window if popups are blocked) and polls
 * the validation status every 2 s until it says refresh, needs_email or error.
 */
export function useFacebookLogin() {
  const { t } = useTranslation('login')
  const router = useRouter()
  const [waiting, setWaiting] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  async function poll(popup: Window) {
    let status: Awaited<ReturnType<typeof facebookStatus>>['status'] | null = null
    try {
      status = (await facebookStatus()).status
    } catch {
      status = null
    }
    const step = facebookStep(status, !popup.closed)
    if (step.kind === 'poll') {
      timer.current = setTimeout(() => void poll(popup), step.afterMs)
      return
    }
    setWaiting(false)
    if (!popup.closed) popup.close()
    if (step.kind === 'done') {
      // Logged in: the reload refetches the caller (and everything else) as that user.
      window.location.reload()
    } else if (step.kind === 'needsEmail') {
      closeLoginModal()
      void router.navigate({ to: '/facebook/email' })
    } else if (step.kind === 'cancelled') {
      notify({ type: 'info', note: t('common:::session::facebookCancelled') })
    } else if (step.kind === 'error') {
      notify({ type: 'error', note: t('facebook::failed') })
    }
  }

  async function start() {
    const next = `${window.location.pathname}${window.location.search}`
    const url = facebookStartUrl(next)
    // Open synchronously inside the click, or the browser blocks the popup.
    const popup = window.open('', 'facebook-login', 'popup,width=600,height=700')
    let available = false
    try {
      const probe = await fetch(url, { redirect: 'manual', credentials: 'same-origin' })
      available = probe.type === 'opaqueredirect' || probe.ok
    } catch {
      available = false
    }
    if (!available) {
      popup?.close()
      window.alert(t('facebook::initFailed'))
      return
    }
    if (!popup || popup.closed) {
      window.location.assign(url)
      return
    }
    popup.location.href = url
    setWaiting(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void poll(popup), facebookPollMs)
  }

  return { start, waiting }
}

export function FacebookButton() {
  const { t } = useTranslation('login')
  const { start, waiting } = useFacebookLogin()
  // Facebook's pressed blue (#166fe5): white on it is 4.7:1; its brand #1877f2 is 4.2:1, below WCAG AA.
  return (
    <Button
      onPress={() => void start()}
      isPending={waiting}
      className="btn text-base h-11 w-full border-0 bg-[#166fe5] text-white hover:bg-[#1464d8]"
    >
      <PendingLabel pending={waiting} pendingLabel={t('facebook::waiting')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12z" />
        </svg>
        {t('facebook::button')}
      </PendingLabel>
    </Button>
  )
}
