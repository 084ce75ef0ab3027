// Guarantee pages (spec section 2): the main area scrolls to the bottom over 2 s after load.
// A static file because the CSP forbids inline script. Honours prefers-reduced-motion (jumps without
// animation) and stops as soon as the reader scrolls, touches or presses a key.
;(() => {
  const main = document.querySelector('[data-autoscroll]')
  if (!main) return
  const duration = Number(main.getAttribute('data-autoscroll-ms')) || 2000
  const scroller = document.scrollingElement || document.documentElement
  const target = () => Math.max(0, scroller.scrollHeight - window.innerHeight)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches

  function run() {
    if (reduced) {
      window.scrollTo(0, target())
      return
    }
    const start = window.scrollY
    const began = performance.now()
    let stopped = false
    const stop = () => {
      stopped = true
    }
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown']
    for (const name of events) window.addEventListener(name, stop, { passive: true, once: true })
    const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)
    function frame(now) {
      if (stopped) return
      const progress = Math.min(1, (now - began) / duration)
      window.scrollTo(0, start + (target() - start) * ease(progress))
      if (progress < 1) requestAnimationFrame(frame)
      else for (const name of events) window.removeEventListener(name, stop)
    }
    requestAnimationFrame(frame)
  }

  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
})()
