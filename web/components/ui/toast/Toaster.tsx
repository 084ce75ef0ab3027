import { useSyncExternalStore } from 'react'
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { toastTiming } from '../../../../domain/rules/limits'
import { pressingOffToasts, subscribePresses } from './press-guard'
import { type ToastType, toastHeading, toastQueue } from './toast-queue'

const accent: Record<ToastType, string> = {
  error: 'border-l-red-600',
  validation_errors: 'border-l-red-600',
  info: 'border-l-sky-600',
  success: 'border-l-brand-500',
  success2: 'border-l-brand-500',
  success4: 'border-l-brand-500',
}

/**
 * Renders the app's notifications (spec: 250 px wide; top right on desktop, bottom centre on phones so
 * they never cover the header's menu button). React Aria makes the region a
 * landmark (F6), announces each toast (role alert inside an alertdialog) and pauses the timers while
 * the pointer or focus is in the region. A press that began on the page goes through the toasts to
 * the page until it ends (press-guard.ts): a toast that appears under a finger never takes its tap.
 */
export default function Toaster() {
  const { t } = useTranslation()
  const letThrough = useSyncExternalStore(subscribePresses, pressingOffToasts, () => false)
  return (
    <ToastRegion
      queue={toastQueue}
      aria-label={t('toast::region')}
      data-toast-region
      className={`fixed z-50 bottom-3 left-1/2 -translate-x-1/2 lg:(top-20 right-3 bottom-auto left-auto translate-x-0) flex flex-col gap-2 outline-none ${letThrough ? 'pointer-events-none' : ''}`}
      style={{ width: toastTiming.widthPx, maxWidth: 'calc(100vw - 1.5rem)' }}
    >
      {({ toast }) => {
        const heading = toastHeading(toast.content.type)
        return (
          <Toast
            toast={toast}
            className={`toast-in relative rounded-lg border border-gray-200 border-l-4 bg-white p-3 pr-9 text-sm shadow-lg outline-none focus-visible:(outline-2 outline-offset-2 outline-brand-500) ${accent[toast.content.type]}`}
            data-type={toast.content.type}
          >
            <ToastContent className="flex flex-col gap-0.5">
              {heading ? (
                <Text slot="title" className="font-semibold text-ink-900">
                  {heading}
                </Text>
              ) : null}
              <Text slot="description" className="text-ink-700">
                {toast.content.note}
                {toast.content.issues?.length ? (
                  <ul className="m-0 mt-1 pl-4">
                    {toast.content.issues.map((issue) => (
                      <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
                    ))}
                  </ul>
                ) : null}
              </Text>
            </ToastContent>
            <Button
              slot="close"
              aria-label={t('toast::close')}
              className="absolute top-2 right-2 h-6 w-6 inline-flex items-center justify-center rounded border-0 bg-transparent text-ink-500 cursor-pointer hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-brand-500)"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </Button>
          </Toast>
        )
      }}
    </ToastRegion>
  )
}
