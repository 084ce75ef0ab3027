/**
 * A server-rendered page's first script (issue 21, docs/decisions/009): a few hundred bytes, with no
 * imports, that let the page paint before any of the app's code is fetched, compiled or run. The Worker
 * puts the app's entry script and the route's chunks in an inert `<template id="app-code">`; this adds them
 * to the page once the browser reports the first contentful paint (or after a second at the latest: a tab
 * in the background paints nothing).
 *
 * Why: measured with Lighthouse (mobile) on a quiet machine, while the app and the route's chunks were
 * fetched and compiled beside the first paint, the paint was reported only after about 1.2 s in half the
 * runs, and the scripts' requests counted toward the largest paint (simulated LCP 3–6 s); with nothing
 * but the stylesheet before it, the page painted at about 0.2 s in every run.
 *
 * Until the app has hydrated, a press on one of the server's buttons is held (no handler is there yet: it
 * would be lost, and a submit button would have the browser send its form itself, the fields in the
 * address). The app takes the held buttons with `releaseEarlyPresses` (lib/early-input.ts) and presses them
 * again once React has them. After that, a press that began on a button React did not have yet and ends
 * once it has is pressed again the same way (React saw only its end).
 */
const appCodeId = 'app-code'
/** Shared with lib/early-input.ts, which runs in the app's own chunk: this file imports nothing. */
const earlyPressesKey = Symbol.for('opgavetorvet.earlyPresses')

function holdEarlyPresses(root: HTMLElement) {
  const held: HTMLButtonElement[] = []
  let pressLater: ((button: HTMLButtonElement) => void) | null = null
  // The button a pointer last went down on while React did not have it yet (before the app ran, or in a
  // part of the page it had not hydrated): React never saw that press begin, so React Aria would ignore
  // its click once React has the button, and the tap would be lost.
  let downOnServerButton: HTMLButtonElement | null = null
  const buttonOf = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    return button && root.contains(button) ? button : null
  }
  // Capture listeners on the root, added before React's own there: these run first.
  root.addEventListener(
    'pointerdown',
    (event) => {
      const button = buttonOf(event)
      const reacts = button && Object.keys(button).some((key) => key.startsWith('__reactFiber$'))
      downOnServerButton = button && !reacts ? button : null
    },
    true,
  )
  root.addEventListener(
    'click',
    (event) => {
      const button = buttonOf(event)
      if (!button || (pressLater && button !== downOnServerButton)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      downOnServerButton = null
      if (pressLater) pressLater(button)
      else if (!held.includes(button)) held.push(button)
    },
    true,
  )
  const release = (later: (button: HTMLButtonElement) => void) => {
    pressLater = later
    return held
  }
  Object.assign(window, { [earlyPressesKey]: release })
}

/**
 * The template's scripts and preloads, live (a script must be made anew to run), one per task: each one
 * starts a request, and on a slow phone some fifteen of them in one go were a long task of their own
 * (10–30 ms here, four times that on Lighthouse's phone) just after the first paint.
 */
function startApp() {
  const code = document.getElementById(appCodeId)
  if (!(code instanceof HTMLTemplateElement)) return
  const pending = [...code.content.children]
  const addNext = () => {
    const node = pending.shift()
    if (!node) return
    const live = document.createElement(node.localName)
    for (const { name, value } of node.attributes) live.setAttribute(name, value)
    document.head.append(live)
    setTimeout(addNext, 0)
  }
  addNext()
}

function afterFirstPaint(then: () => void) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    then()
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      once()
    }).observe({ type: 'paint', buffered: true })
  }
  setTimeout(once, 1000)
}

const root = document.getElementById('root')
if (root) holdEarlyPresses(root)
afterFirstPaint(startApp)
