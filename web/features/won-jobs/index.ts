/** Closing a won job (issue 18): self-contained pieces other pages place. */
export { CloseJobDialog } from './components/CloseJobDialog'
export { WonJobClosing } from './components/WonJobClosing'
export { showModalDelayMs, showModalFor } from './show-modal'
