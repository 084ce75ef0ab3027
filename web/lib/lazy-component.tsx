import { type ComponentType, type ReactNode, Suspense, use, useEffect, useState } from 'react'

/** A component whose code loads when it first renders, or earlier with `preload()` (idle, hover). */
export type LazyComponent<P> = ((props: P) => ReactNode) & { preload: () => Promise<ComponentType<P>> }

/**
 * Like `React.lazy`, but once the code has arrived (say, preloaded when the browser was idle) the
 * component renders at once, without a round through its Suspense fallback: a dialog opened after the
 * preload mounts once, and React Aria's focus handling sees one dialog. A failed load is tried again
 * on the next render.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, as React.lazy is
  function Lazy(props: P) {
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }
  return Object.assign(Lazy, { preload })
}

/**
 * A dialog whose code may still be on its way: `fallback` stands in (the same titled dialog card, so it
 * opens on the first press with its name, and takes focus). The stand-in's focus scope is gone when the
 * dialog replaces it, so React Aria cannot give focus back to the control that opened it: this does, when
 * the dialog closes and focus is left on nothing.
 */
export function LazyDialog({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (active && active !== document.body) return
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      })
    },
    [opener],
  )
  return <Suspense fallback={fallback}>{children}</Suspense>
}
