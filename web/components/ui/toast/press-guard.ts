/**
 * Whether a press that began off the toasts is still going on: while it lasts, the toasts let it through
 * to the page under them (Toaster.tsx).
 *
 * A toast appears when the server answers, and a page's first one only once its code has loaded, so it
 * often comes while the person is already pressing the next thing; on a phone the toasts sit over the
 * foot of the page. A press that went down on a button and came up on a toast that had appeared under
 * the finger meanwhile was lost without a word (the button never got its click: 'Send invitationer'
 * right after the reply's 'Udført'). A press that begins on a toast (its ×) is the toast's, as before.
 */

/**
 * After the finger or button comes up, the click that follows ends the press; a touch's click comes as
 * an input event of its own, after the pointerup. Should none come (the press was dragged off), the
 * toasts take presses again after this long.
 */
const clickWaitMs = 500

let pressing = false
let clickWait: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setPressing(value: boolean) {
  clearTimeout(clickWait)
  if (pressing === value) return
  pressing = value
  for (const listener of listeners) listener()
}

/** True while a press that began off the toasts is going on. */
export const pressingOffToasts = () => pressing

export function subscribePresses(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function onPointerDown(event: PointerEvent) {
  const target = event.target
  // Toaster.tsx marks its region so: a press that goes down inside it is the toasts' own.
  const onToast = target instanceof Element && target.closest('[data-toast-region]') !== null
  setPressing(!onToast)
}

function onPointerUp() {
  if (!pressing) return
  clearTimeout(clickWait)
  clickWait = setTimeout(() => setPressing(false), clickWaitMs)
}

const ended = () => setPressing(false)

let watchers = 0

/** Follows the presses on the document (capturing, before anything can stop them); undo with the result. */
export function watchPresses(): () => void {
  watchers += 1
  if (watchers === 1) {
    window.addEventListener('pointerdown', onPointerDown, true)
    window.addEventListener('pointerup', onPointerUp, true)
    window.addEventListener('pointercancel', ended, true)
    window.addEventListener('click', ended, true)
    window.addEventListener('contextmenu', ended, true)
  }
  return () => {
    watchers -= 1
    if (watchers > 0) return
    window.removeEventListener('pointerdown', onPointerDown, true)
    window.removeEventListener('pointerup', onPointerUp, true)
    window.removeEventListener('pointercancel', ended, true)
    window.removeEventListener('click', ended, true)
    window.removeEventListener('contextmenu', ended, true)
    setPressing(false)
  }
}
