import { Link } from '@tanstack/react-router'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { CloseButton } from '../ui/CloseButton'
import { HeaderAccountSlot } from './HeaderAccountSlot'
import { LanguageSelect } from './LanguageSelect'
import { MainNavLinks } from './MainNavLinks'

const itemClass =
  'rounded-lg px-3 py-3 text-base font-medium text-ink-900 no-underline hover:bg-gray-50 focus-visible:(outline-2 outline-brand-500) [&.active]:text-brand-600'

/** The mobile menu sheet (lazy; see MobileMenu). */
export default function MobileMenuSheet({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 bg-ink-900/40 lg:hidden"
    >
      <Modal className="sheet-in fixed inset-y-0 right-0 w-[min(22rem,100%)] bg-white shadow-xl outline-none">
        <Dialog
          aria-labelledby="mobile-menu-title"
          className="flex h-full flex-col overflow-y-auto overscroll-contain outline-none"
        >
          {({ close }) => (
            <>
              <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
                <Heading slot="title" id="mobile-menu-title" className="m-0 text-lg font-bold">
                  {t('nav::menu')}
                </Heading>
                <CloseButton label={t('nav::closeMenu')} onPress={close} />
              </div>
              <nav aria-label={t('nav::mainNavigation')} className="flex flex-col gap-1 px-2 py-3">
                <Link to="/" onClick={close} className={itemClass} activeOptions={{ exact: true }}>
                  {t('nav::home')}
                </Link>
                <MainNavLinks onNavigate={close} className={itemClass} />
              </nav>
              <div className="mt-auto flex flex-col gap-4 border-t border-gray-200 px-4 py-4">
                <HeaderAccountSlot placement="mobileMenu" onNavigate={close} />
                <LanguageSelect showLabel />
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
