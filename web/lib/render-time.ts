import { createContext, useContext } from 'react'

/**
 * When the page was rendered (ms): the server's clock for a server-rendered page, so the first client
 * render matches its HTML even when it came from the edge cache; parts that depend on the time (the
 * online banner, the footer year) start from it and catch up in an effect.
 */
export const RenderTime = createContext<number>(0)

export function useRenderTime(): number {
  return useContext(RenderTime) || Date.now()
}
