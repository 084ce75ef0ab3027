import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LineIcon } from '../ui/Icon'

// The sheet (modal, dialog, focus trap) loads on the first press: it is not needed for the first paint.
const MobileMenuSheet = lazy(() => import('./MobileMenuSheet'))

/** The menu at ≤ 979 px: a hamburger button opening a sheet with navigation, account and language. */
export function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      {/* A plain button: React Aria's press handling is not needed on the critical path. */}
      <button
        type="button"
        aria-label={t('nav::menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        onPointerEnter={() => setLoaded(true)}
        className="lg:hidden inline-flex h-11 w-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-ink-900 cursor-pointer hover:bg-gray-50 focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
      >
        <LineIcon className="h-6 w-6">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </LineIcon>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
