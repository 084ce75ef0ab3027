import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/** The subscription dialogs (upgrade, downgrade, unsubscribe): a card over the page, closed by ×, Esc or outside. */
export function PlanDialog({
  title,
  closeLabel,
  onClose,
  isDismissable = true,
  children,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  /** False while a payment is under way: it must not be left half-seen. */
  isDismissable?: boolean
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 p-3 sm:items-center"
    >
      <Modal className="w-full max-w-lg rounded-xl bg-white shadow-2xl outline-none">
        <Dialog className="relative flex flex-col gap-4 p-5 outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="m-0 text-xl font-bold text-balance">
              {title}
            </Heading>
            <Button
              aria-label={closeLabel}
              onPress={onClose}
              isDisabled={!isDismissable}
              className="-mr-2 -mt-2 h-10 w-10 shrink-0 inline-flex items-center justify-center rounded-lg border-0 bg-transparent text-ink-500 cursor-pointer hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-brand-500)"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
