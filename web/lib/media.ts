import { useSyncExternalStore } from 'react'

/** The spec's mobile breakpoint is 979 px: desktop starts at 980 px (UnoCSS `lg:`). */
export const desktopMedia = '(min-width: 980px)'

/** Desktop with a fine pointer: where the home search box takes focus on load. */
export function isDesktopPointer(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false
  return window.matchMedia(desktopMedia).matches && !window.matchMedia('(pointer: coarse)').matches
}

function subscribeDesktop(onChange: () => void): () => void {
  const query = window.matchMedia(desktopMedia)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the window is desktop wide (980 px or more); false on the server and in the first hydration pass. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(desktopMedia).matches,
    () => false,
  )
}
