import { useSyncExternalStore } from 'react'

/**
 * A tiny store so that any code can open the log-in modal: `openLoginModal({ reason: 'review' })`.
 * Kept apart from the modal itself so the modal's code loads only when it first opens.
 */
export interface LoginModalOptions {
  /** Key under `login:::reasons::` shown above the form (e.g. `review`). */
  reason?: string
}
type ModalState = { open: false } | ({ open: true } & LoginModalOptions)
const closedState: ModalState = { open: false }
let modalState: ModalState = closedState
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export function openLoginModal(options: LoginModalOptions = {}) {
  modalState = { open: true, ...options }
  emit()
}
export function closeLoginModal() {
  modalState = closedState
  emit()
}
export function useLoginModalState() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => modalState,
    // Server rendering: the modal is never open in the HTML.
    () => closedState,
  )
}
