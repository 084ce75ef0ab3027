import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { CloseButton } from './CloseButton'

/**
 * The app's dialog: a titled card over the page, closed by ×, Esc or a click outside (unless
 * `isDismissable` is false, e.g. while a payment or an offer is on its way). With `fullScreenOnPhone`
 * (the bid, the messages) it fills a phone's screen, as the spec's mobile bid modal does.
 */
export function DialogCard({
  title,
  closeLabel,
  onClose,
  isDismissable = true,
  fullScreenOnPhone = false,
  width = 'max-w-lg',
  role,
  children,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  isDismissable?: boolean
  fullScreenOnPhone?: boolean
  width?: 'max-w-md' | 'max-w-lg' | 'max-w-2xl'
  /** `alertdialog`: a question to confirm before a change (as ConfirmDialog), here with a form. */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}) {
  // Below the 980 px breakpoint a full-screen dialog is the whole screen; above it, a card like the rest.
  // Centred by auto margins, not by `items-center`: a card taller than the screen then starts at the top
  // and scrolls with the overlay instead of losing its top (and its ×) above the screen. A dialog with a
  // block that can stick at the foot of the screen (`data-stuck`, the order form's price block) scrolls a
  // control that gets focus to above it, never under it (scroll padding; WCAG 2.4.11).
  const overlay = fullScreenOnPhone ? 'p-0 lg:p-3' : 'p-3'
  const phoneCard =
    width === 'max-w-2xl' ? 'lg:(min-h-0 rounded-xl max-w-2xl)' : 'lg:(min-h-0 rounded-xl max-w-lg)'
  const card = fullScreenOnPhone
    ? `min-h-full w-full lg:my-auto ${phoneCard}`
    : `w-full rounded-xl sm:my-auto ${width}`
  return (
    <ModalOverlay
      isOpen
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className={`fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 [&:has([data-stuck])]:scroll-pb-48 ${overlay}`}
    >
      <Modal className={`bg-white shadow-2xl outline-none ${card}`}>
        <Dialog role={role} className="relative flex flex-col gap-4 p-5 outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="m-0 text-xl font-bold text-balance">
              {title}
            </Heading>
            <CloseButton
              label={closeLabel}
              onPress={onClose}
              isDisabled={!isDismissable}
              className="-mr-2 -mt-2"
            />
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
