import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { printDelayMs } from '../../../domain/rules/limits'

/** Spec section 9: the print dialog opens `printDelayMs` (250 ms) after the press, never at once. */
export function printSoon(
  print: () => void = () => window.print(),
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): void {
  schedule(print, printDelayMs)
}

/**
 * The button of a printable page (an offer's summary, a receipt): one look and one timing everywhere.
 * Hidden on paper; the page's print styles show the document alone.
 */
export function PrintButton({ children }: { children: ReactNode }) {
  return (
    <Button className="btn-primary h-11 print:hidden" onPress={() => printSoon()}>
      {children}
    </Button>
  )
}
