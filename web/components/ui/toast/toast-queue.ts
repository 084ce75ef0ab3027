import i18next from 'i18next'
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'
import type { ErrorIssue } from '../../../../domain/errors'
import { staggerDelayMs, toastDurationMs } from '../../../../domain/rules/toast'
import { ApiFailure } from '../../../lib/api'

/** The spec's notification types (section 8): each has its own heading, success4 has none. */
export const toastTypes = ['error', 'info', 'success', 'success2', 'success4', 'validation_errors'] as const
export type ToastType = (typeof toastTypes)[number]

export interface ToastMessage {
  type: ToastType
  /** The (already translated) text of the notification. */
  note: string
  /** Field issues, listed under the note (validation_errors). */
  issues?: readonly ErrorIssue[]
}

/** The one queue of the app; the `<Toaster>` in the app shell renders it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 })

/** The heading a type shows, or null (success4). */
export function toastHeading(type: ToastType): string | null {
  return type === 'success4' ? null : i18next.t(`common:::toast::heading::${type}`)
}

let lastShownAt: number | null = null

/**
 * Shows a notification; callable from anywhere (components, mutations, plain modules). It stays
 * 7000 ms + 300 ms per word, and several in a row appear 300 ms apart.
 */
export function notify(message: ToastMessage): void {
  const now = Date.now()
  const delay = staggerDelayMs(lastShownAt, now)
  lastShownAt = now + delay
  const timeout = toastDurationMs(
    toastHeading(message.type),
    message.note,
    ...(message.issues ?? []).map((i) => i.message),
  )
  const show = () => toastQueue.add(message, { timeout })
  if (delay === 0) show()
  else setTimeout(show, delay)
}

/** Turns any failure (usually an `ApiFailure`) into the right notification. */
export function notifyFailure(error: unknown): void {
  if (error instanceof ApiFailure) {
    const note =
      error.message ||
      i18next.t(`common:::errors::${error.code}`, {
        defaultValue: i18next.t('common:::errors::internal'),
      })
    if (error.issues.length > 0) notify({ type: 'validation_errors', note, issues: error.issues })
    else notify({ type: 'error', note })
    return
  }
  if ((error as Error | undefined)?.name === 'AbortError') return
  notify({ type: 'error', note: i18next.t('common:::errors::internal') })
}
