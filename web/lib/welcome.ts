import { useCallback, useEffect, useState } from 'react'

/**
 * The new company's welcome panel (on its first screen, until it closes it): opened by the sign-up on
 * this device, closed by the company. Kept in localStorage per company, as short-lived UI state.
 */
const key = (companyId: number) => `ot:welcome:${companyId}`

/** The sign-up of a company: its first screen shows the welcome. */
export function openWelcome(companyId: number) {
  try {
    localStorage.setItem(key(companyId), 'open')
  } catch {
    // Storage refused (private mode): the company simply sees no welcome.
  }
}

/** Whether the welcome shows for this company now, and how to close it for good. */
export function useWelcome(companyId: number | undefined): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (companyId === undefined) return
    try {
      setOpen(localStorage.getItem(key(companyId)) === 'open')
    } catch {
      setOpen(false)
    }
  }, [companyId])
  const close = useCallback(() => {
    setOpen(false)
    if (companyId === undefined) return
    try {
      localStorage.removeItem(key(companyId))
    } catch {
      // Nothing stored, nothing to forget.
    }
  }, [companyId])
  return { open, close }
}
