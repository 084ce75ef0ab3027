import { useEffect } from 'react'
import { Button, Switch } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { HiddenJobs } from '../hidden-jobs'

/** How long the 'Fortryd' notice stays after a job was hidden. */
const undoMs = 10_000

/** 'Vis skjulte' above the list, and the undo notice after a job was hidden. */
export function HiddenJobsToolbar({ hidden }: { hidden: HiddenJobs }) {
  const { t } = useTranslation('calendar')
  const last = hidden.lastHidden
  useEffect(() => {
    if (!last) return
    const timer = setTimeout(hidden.dismissUndo, undoMs)
    return () => clearTimeout(timer)
  }, [last, hidden.dismissUndo])
  return (
    <div className="flex flex-col gap-2">
      <Switch
        isSelected={hidden.showHidden}
        onChange={hidden.setShowHidden}
        className="group flex items-center gap-2 self-start text-ink-800 cursor-pointer"
      >
        <span className="h-6 w-10 rounded-full bg-gray-300 p-0.5 transition group-data-[selected]:bg-brand-600 group-data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2)">
          <span className="block h-5 w-5 rounded-full bg-white transition group-data-[selected]:translate-x-4" />
        </span>
        {t('hidden::showHidden', { count: hidden.count })}
      </Switch>
      <div role="status" className={last ? '' : 'sr-only'}>
        {last ? (
          <p className="m-0 flex flex-wrap items-center gap-3 rounded-lg bg-ink-900 px-3 py-2 text-sm text-white">
            {t('hidden::hiddenNote', { job: last.title })}
            {/* The notice, and focus on this button, stay until the job's card is back: the page then
                moves focus to the card (`returning`), and the notice goes without a word. */}
            <Button className="btn-secondary h-11 px-3 text-sm" onPress={hidden.undo}>
              {t('hidden::undo')}
            </Button>
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** In a job card's row of buttons: hide it, or show it again when it is hidden (seen with 'Vis skjulte'). */
export function HideJobButton({ hidden, job }: { hidden: HiddenJobs; job: { id: number; title: string } }) {
  const { t } = useTranslation('calendar')
  const isHidden = hidden.isHidden(job.id)
  return (
    <Button
      className="btn-secondary h-10 px-3"
      aria-label={t(isHidden ? 'hidden::showJob' : 'hidden::hideJob', { job: job.title })}
      onPress={(e) => {
        if (isHidden) return hidden.show(job.id)
        // Unless hidden jobs are shown, the card leaves the list with this button: focus goes on to the
        // next job's first button (or the one before), not back to the page's start.
        const item = hidden.showHidden ? null : e.target.closest('li')
        const neighbour = item?.nextElementSibling ?? item?.previousElementSibling
        hidden.hide(job)
        neighbour?.querySelector<HTMLElement>('button, a[href]')?.focus()
      }}
    >
      {t(isHidden ? 'hidden::showShort' : 'hidden::hideShort')}
    </Button>
  )
}
