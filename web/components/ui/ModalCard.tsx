import type { ReactNode } from 'react'
import { Dialog, type DialogRenderProps, Modal, ModalOverlay } from 'react-aria-components'

/**
 * The app's dialog card in the middle of a dimmed page (at the top on a phone, scrolling with the page
 * when long): the shell of the log-in, a confirmation, a question for the password, a complaint. Opened
 * by the `DialogTrigger` around it, or by `isOpen`. `DialogCard` is the same card with a title and ×.
 */
export function ModalCard({
  width,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role,
  children,
}: {
  width: 'max-w-md' | 'max-w-lg'
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  isDismissable?: boolean
  role?: 'dialog' | 'alertdialog'
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode)
}) {
  // Centred by auto margins, as DialogCard is, not by `items-center`: a card taller than the screen (the
  // log-in on a phone held sideways) then starts at the top and scrolls with the overlay instead of
  // losing its top above the screen, where no scrolling reaches it.
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 p-3"
    >
      <Modal className={`w-full ${width} rounded-xl bg-white shadow-2xl outline-none sm:my-auto`}>
        <Dialog role={role} className="relative p-5 outline-none sm:p-6">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
