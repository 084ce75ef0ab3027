import { Suspense, useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../lib/i18n'
import { lazyComponent } from '../../lib/lazy-component'
import { LineIcon } from '../ui/Icon'

export const languageButtonClass =
  'inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-ink-900 cursor-pointer hover:bg-gray-50 focus-visible:(outline-2 outline-offset-2 outline-brand-500)'

export function GlobeIcon() {
  return (
    <LineIcon className="h-4 w-4 text-ink-500">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z" />
    </LineIcon>
  )
}

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-ink-500" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
    </svg>
  )
}

// Renders at once once loaded, without a round through the Suspense fallback (a stand-in mounted afresh).
const LanguageSelectMenu = lazyComponent(() => import('./LanguageSelectMenu').then((m) => m.default))

/**
 * Spec: the language selector sets cookie `lang` for one day and reloads. The React Aria select (with
 * the form kit's share of React Aria, issue 21's blocking time) loads when the visitor reaches for it
 * (pointer over it, focus); until then a look-alike button stands in. Only pressing it (click, Enter,
 * Space, an arrow key) swaps in the select, opened: a swap on hover or focus could land between a
 * press's pointer-down and pointer-up, and the press would open nothing.
 */
export function LanguageSelect({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation()
  const labelId = useId()
  const valueId = useId()
  const [opened, setOpened] = useState(false)
  const preload = useCallback(() => void LanguageSelectMenu.preload(), [])
  const current = currentLocale()
  const standIn = (
    <div className="flex flex-col gap-1">
      <span id={labelId} className={showLabel ? 'text-sm font-semibold text-ink-700' : 'sr-only'}>
        {t('nav::language')}
      </span>
      <button
        type="button"
        aria-haspopup="listbox"
        // Named as React Aria's select names its button ('Dansk Sprog'): the visible language first.
        aria-labelledby={`${valueId} ${labelId}`}
        className={languageButtonClass}
        onClick={() => setOpened(true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          setOpened(true)
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <GlobeIcon />
        <span id={valueId}>{t(`languages::${current}`)}</span>
        <ChevronIcon />
      </button>
    </div>
  )
  if (!opened) return standIn
  return (
    <Suspense fallback={standIn}>
      <LanguageSelectMenu showLabel={showLabel} defaultOpen autoFocus />
    </Suspense>
  )
}
