import { type ReactNode, useState } from 'react'
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components'
import { ChevronDownIcon } from '../../../components/ui/Icon'
import { useIsDesktop } from '../../../lib/media'

/**
 * Folds filters away below the desktop breakpoint so the list they filter starts on the first
 * screen of a phone; on desktop the filters always show and the trigger is gone.
 */
export function FilterFold({
  label,
  onExpand,
  children,
}: {
  label: string
  /** The fold opens (on a phone): its contents may load now. */
  onExpand?: () => void
  children: ReactNode
}) {
  const desktop = useIsDesktop()
  const [expanded, setExpanded] = useState(false)
  return (
    <Disclosure
      isExpanded={desktop || expanded}
      onExpandedChange={(open) => {
        if (open) onExpand?.()
        setExpanded(open)
      }}
      className="group"
    >
      <Heading level={2} className="m-0 lg:hidden">
        <Button
          slot="trigger"
          className="flex h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-solid border-gray-300 bg-white px-3 text-left text-base font-semibold text-ink-900 hover:bg-gray-50 focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
        >
          <span>{label}</span>
          <ChevronDownIcon className="h-4 w-4 text-ink-500 transition-transform group-data-[expanded]:rotate-180" />
        </Button>
      </Heading>
      {/* The space sits inside: a folded panel keeps its (empty) box, "until-found" for the page search. */}
      <DisclosurePanel>
        <div className="flex flex-col gap-3 pt-3 lg:pt-0">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  )
}
