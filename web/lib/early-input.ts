/**
 * What a visitor types into a server-rendered form before the app has taken it over (docs/decisions/009,
 * issue 21). Until `hydrateRoot` runs, the browser alone handles the fields: the text lands in the DOM,
 * but the form state React hydrates with is the server's empty one, and the next render of that field
 * puts the empty value back. So the edits are noted just before hydration and, once React has committed,
 * typed again through the fields' own change handlers, as if the visitor had typed them then.
 * (After `hydrateRoot`, React itself holds a keystroke or a tap until its part of the page has hydrated.)
 */

type Control = HTMLInputElement | HTMLTextAreaElement

interface Edit {
  control: Control
  /** The value (or `checked`) the server sent. */
  initial: string | boolean
  /** What the visitor left in it before hydration. */
  typed: string | boolean
}

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

/** The fields under `root` whose value differs from the server's markup. */
export function noteEarlyInput(root: HTMLElement): Edit[] {
  const edits: Edit[] = []
  for (const control of root.querySelectorAll<Control>('input, textarea')) {
    if (control instanceof HTMLInputElement && ['hidden', 'file', 'submit', 'button'].includes(control.type))
      continue
    if (checkable(control)) {
      if (control.checked !== control.defaultChecked)
        edits.push({ control, initial: control.defaultChecked, typed: control.checked })
    } else if (control.value !== control.defaultValue) {
      edits.push({ control, initial: control.defaultValue, typed: control.value })
    }
  }
  return edits
}

/**
 * Types `value` into a focused field as the keyboard would (`beforeinput` and `input` events, which React
 * and React Aria's fields listen to; setting `.value` and sending a bare input event is not enough for a
 * number field), else sets it and sends the input event.
 */
function typeInto(control: Control, value: string) {
  control.select()
  const typed =
    value === '' ? document.execCommand('delete') : document.execCommand('insertText', false, value)
  if (typed && control.value === value) return
  const proto =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

/** React has taken the element over (its part of the page may hydrate after the root commits). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

function replay({ control, initial, typed }: Edit) {
  if (checkable(control) && typeof typed === 'boolean') {
    // React's tracker must see a change: from the server's state, a click makes the visitor's.
    control.checked = initial === true
    if (control.checked !== typed) control.click()
    return
  }
  const now = control.value
  const value = now !== initial ? now : String(typed)
  control.focus({ preventScroll: true })
  // Back to the server's value through the instance setter (React notes it), then typed: React sees the
  // change and calls the field's onChange.
  control.value = String(initial)
  typeInto(control, value)
  // Fields that take their value on blur (a number field) take it now.
  control.blur()
}

/**
 * Calls `then` once React has taken `element` over (checked every 50 ms, for 10 s at most), at once when
 * there is no such element: a Suspense boundary (the route's content, a create-job question) hydrates
 * after the root has committed.
 */
export function whenHydrated(element: Element | null | undefined, then: () => void, tries = 200) {
  if (!element?.isConnected || hydrated(element) || tries <= 0) then()
  else setTimeout(() => whenHydrated(element, then, tries - 1), 50)
}

/**
 * Types the noted edits again once React has taken each field over: a Suspense boundary (the route's
 * content, a question) hydrates after the root has committed, so fields are checked every 50 ms (for 10 s
 * at most). A field the visitor has changed since (React handled that itself) keeps its newer value; a
 * field no longer on the page is skipped. Focus is left where it was. `then` runs once every edit is typed
 * (or given up): the held presses wait for it, so a "next" pressed after typing sees what was typed even
 * when its button hydrated before the field.
 */
export function replayEarlyInput(edits: readonly Edit[], then: () => void = () => {}, tries = 200) {
  const pending: Edit[] = []
  const active = document.activeElement
  for (const edit of edits) {
    if (!edit.control.isConnected || edit.control.disabled) continue
    if (hydrated(edit.control)) replay(edit)
    else pending.push(edit)
  }
  if (active instanceof HTMLElement && active !== document.activeElement)
    active.focus({ preventScroll: true })
  if (pending.length > 0 && tries > 0) setTimeout(() => replayEarlyInput(pending, then, tries - 1), 50)
  else then()
}

/** Where web/boot.ts keeps the release of the presses it holds (it imports nothing, so a global). */
const earlyPressesKey = Symbol.for('opgavetorvet.earlyPresses')

/**
 * Stops holding the presses on the server's buttons that web/boot.ts has held since the page's first script
 * ran, and gives the buttons pressed meanwhile, in order (none on a page without it). From `hydrateRoot`
 * on, React handles a press on a part it has not hydrated yet, but a press whose pointer went down before
 * React had its button reaches React only by its click, which React Aria ignores: boot.ts hands such a
 * button to `pressLater` instead.
 */
export function releaseEarlyPresses(pressLater: (button: HTMLButtonElement) => void): HTMLButtonElement[] {
  const release = (window as unknown as Record<symbol, ReleasePresses | undefined>)[earlyPressesKey]
  if (!release) return []
  Object.assign(window, { [earlyPressesKey]: undefined })
  return release(pressLater)
}

type ReleasePresses = (pressLater: (button: HTMLButtonElement) => void) => HTMLButtonElement[]

/**
 * Presses the held buttons again, in order, once React has taken each over (checked every 50 ms, for
 * 10 s at most); a button gone or disabled meanwhile is skipped. Runs once `replayEarlyInput` is done, so
 * a "next" pressed after typing sees what was typed.
 */
export function replayEarlyPresses(buttons: readonly HTMLButtonElement[], tries = 200) {
  const [first, ...rest] = buttons
  if (!first) return
  if (!first.isConnected || first.disabled) return replayEarlyPresses(rest, tries)
  if (hydrated(first)) {
    first.click()
    replayEarlyPresses(rest, tries)
  } else if (tries > 0) setTimeout(() => replayEarlyPresses(buttons, tries - 1), 50)
}
