import { useLayoutEffect } from 'react'

/**
 * Keeps the page readable while a suggestions list (a React Aria ComboBox) is open.
 *
 * React Aria's combobox hides everything but the field and its list from screen readers while the list
 * is open (`aria-hidden` on the header, the skip link, the rest of the page). Those parts still hold links
 * and buttons a keyboard reaches, which axe reports as `aria-hidden-focus` (serious), and the list is not
 * a modal: WAI-ARIA's combobox pattern leaves the page as it is. So while `open`, an `aria-hidden` that
 * appears on an element that had none is taken off again. Decorative icons keep theirs: they are rendered
 * with it, which is no attribute change.
 *
 * `open` comes from the ComboBox's `onOpenChange`, so it turns true in the same render as React Aria's
 * own state; a layout effect watches before React Aria's (passive) effect hides the page.
 */
export function usePageStaysReachable(open: boolean) {
  useLayoutEffect(() => {
    if (!open || typeof MutationObserver === 'undefined') return
    const reveal = (element: Element) => {
      if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden')
    }
    const observer = new MutationObserver((changes) => {
      for (const change of changes)
        if (change.oldValue === null && change.target instanceof Element) reveal(change.target)
    })
    observer.observe(document.body, {
      attributes: true,
      attributeFilter: ['aria-hidden'],
      attributeOldValue: true,
      subtree: true,
    })
    return () => observer.disconnect()
  }, [open])
}
