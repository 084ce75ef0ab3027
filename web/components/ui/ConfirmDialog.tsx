import type { ReactNode } from 'react'
import { Button, Heading } from 'react-aria-components'
import { Spinner } from '../form/Form'
import { ModalCard } from './ModalCard'

/**
 * A question to confirm before an action, opened by the button beside it in a `DialogTrigger` (or by
 * `isOpen`, when the button is a plain one elsewhere): its title and text, 'cancel' and the confirming
 * button, which says `working` (with a spinner) while `pending`. While pending, it cannot be dismissed or
 * cancelled.
 */
export function ConfirmDialog({
  title,
  body,
  cancel,
  confirm,
  working,
  pending,
  onConfirm,
  confirmClass = 'btn-primary h-11',
  isOpen,
  onOpenChange,
}: {
  title: string
  body: ReactNode
  cancel: string
  confirm: string
  working: string
  pending: boolean
  onConfirm: () => void
  confirmClass?: string
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
}) {
  return (
    <ModalCard
      width="max-w-md"
      isDismissable={!pending}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <div className="flex flex-col gap-4">
        <Heading slot="title" className="m-0 text-xl font-bold">
          {title}
        </Heading>
        <p className="m-0 text-ink-700">{body}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button slot="close" isDisabled={pending} className="btn-secondary h-11">
            {cancel}
          </Button>
          <Button onPress={onConfirm} isDisabled={pending} className={confirmClass}>
            {pending ? (
              <>
                <Spinner />
                <span role="status">{working}</span>
              </>
            ) : (
              confirm
            )}
          </Button>
        </div>
      </div>
    </ModalCard>
  )
}
