import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/**
 * The company pages' dialog: a card on wide screens; with `fullScreenOnPhone` (the bid, the messages) it
 * fills a phone's screen, as the spec's mobile bid modal does.
 */
export function CompanyModal({
  title,
  closeLabel,
  onClose,
  isDismissable = true,
  fullScreenOnPhone = false,
  wide = false,
  children,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  isDismissable?: boolean
  fullScreenOnPhone?: boolean
  wide?: boolean
  children: ReactNode
}) {
  const width = wide ? 'max-w-2xl' : 'max-w-lg'
  // Below the 980 px breakpoint a full-screen dialog is the whole screen; above it, a card like the rest.
  const overlay = fullScreenOnPhone ? 'p-0 lg:(items-center p-3)' : 'p-3 sm:items-center'
  const phoneCard = wide ? 'lg:(min-h-0 rounded-xl max-w-2xl)' : 'lg:(min-h-0 rounded-xl max-w-lg)'
  const card = fullScreenOnPhone ? `min-h-full w-full ${phoneCard}` : `w-full rounded-xl ${width}`
  return (
    <ModalOverlay
      isOpen
      isDismissable={isDismissable}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className={`fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 ${overlay}`}
    >
      <Modal className={`bg-white shadow-2xl outline-none ${card}`}>
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
