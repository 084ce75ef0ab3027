import daLocale from '@fullcalendar/core/locales/da'
import enGbLocale from '@fullcalendar/core/locales/en-gb'
import dayGridPlugin from '@fullcalendar/daygrid'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '../../../../domain/schemas/calendar'
import { momentValue } from '../../../components/form/date.logic'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { clockTime } from '../../../lib/format'
import { useIsDesktop } from '../../../lib/media'

const narrowWeekday = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { weekday: 'narrow' }).format(date)

/** Unix seconds → Copenhagen wall time without offset, which FullCalendar shows as it is, in any browser zone. */
const wallTime = (seconds: number) => momentValue(seconds)?.toString() ?? ''

/** The period a view shows (its month, week or day, not the days of the next month around it). */
interface Shown {
  unit: 'month' | 'week' | 'day'
  /** FullCalendar's title of it ('november 2026'). */
  title: string
  start: number
  end: number
}

const unitOf = (viewType: string): Shown['unit'] =>
  viewType.endsWith('Month') ? 'month' : viewType.endsWith('Week') ? 'week' : 'day'

/** Whether an event falls in the period, read as FullCalendar reads it (its wall time, in this browser). */
const inPeriod = (event: CalendarEvent, { start, end }: Shown) =>
  new Date(wallTime(event.startsAt)).getTime() < end &&
  new Date(wallTime(event.endsAt ?? event.startsAt)).getTime() >= start

type WallClock = { hour: number; minute: number }
/**
 * FullCalendar's times (an event's, a week's hours) through the one clock the pages and the SMS use
 * (domain/rules/copenhagen-time): `08.30`, `08.30–15.00`; its own Intl options wrote `08:30` in English.
 */
const clockLabel = ({ start, end }: { start: WallClock; end?: WallClock | null }) =>
  end
    ? `${clockTime(start.hour, start.minute)}–${clockTime(end.hour, end.minute)}`
    : clockTime(start.hour, start.minute)

export interface EventCalendarProps {
  events: readonly CalendarEvent[]
  /** Opens the event's job (/firma/opgaver?jobid=…) inside the app. */
  onOpenJob: (jobId: number) => void
  jobHref: (jobId: number) => string
}

/**
 * The company's calendar on FullCalendar (docs/decisions: the calendar component): month, week and day
 * views, weeks from Monday with ISO week numbers, Danish dates. Loaded only on the calendar route.
 */
export default function EventCalendar({ events, onOpenJob, jobHref }: EventCalendarProps) {
  const { t, i18n } = useTranslation('calendar')
  // On a phone the toolbar has room for the arrows, the title and 'I dag'; the views go below the grid.
  const desktop = useIsDesktop()
  const views = 'dayGridMonth,timeGridWeek,timeGridDay'
  const locale = i18n.language === 'en' ? 'en-GB' : 'da-DK'
  // The arrows say '‹' and '›', which is all a screen reader would read: FullCalendar puts what they do
  // ('Næste måned') only in their title, so it is copied to their name after each move or change of view.
  const root = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const arrowHint = (direction: 'prev' | 'next') => (_text: string, unit: string) =>
    t(`arrows::${direction}::${unit}`)
  const nameArrows = () =>
    requestAnimationFrame(() => {
      for (const arrow of root.current?.querySelectorAll<HTMLButtonElement>(
        '.fc-prev-button, .fc-next-button',
      ) ?? [])
        if (arrow.title) arrow.setAttribute('aria-label', arrow.title)
    })
  return (
    <div ref={root}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin]}
        initialView="dayGridMonth"
        // The week number's own name ('Uge 44', not FullCalendar's English 'Week 44'), which a screen reader
        // reads in each Monday's cell: FullCalendar 6 takes it from the locale only (its weekTextLong
        // option never reaches the dates), and its Danish locale has none.
        locale={i18n.language === 'en' ? enGbLocale : { ...daLocale, weekTextLong: t('week') }}
        firstDay={1}
        weekNumbers
        weekNumberCalculation="ISO"
        weekText={t('week')}
        // FullCalendar names a day cell by its date alone, though a Monday also shows its week number and
        // any day its events: a name that leaves out what is written in the cell (axe
        // label-content-name-mismatch). Without the label, the cell is named by what it holds.
        dayCellDidMount={(cell) => cell.el.removeAttribute('aria-labelledby')}
        // On a phone only the number shows beside the day's; 'Uge' stays for screen readers.
        weekNumberContent={(week) => (
          <span>
            <span className="max-lg:sr-only">{t('week')} </span>
            {week.num}
          </span>
        )}
        // The icon font is a data: URL the CSP refuses; plain arrows need no font.
        buttonIcons={false}
        height="auto"
        eventTimeFormat={clockLabel}
        slotLabelFormat={clockLabel}
        headerToolbar={
          desktop
            ? { left: 'prev,next today', center: 'title', right: views }
            : { left: 'prev,next', center: 'title', right: 'today' }
        }
        footerToolbar={desktop ? false : { center: views }}
        // Seven 'man. 23.11.' headers do not fit a phone's week: 'M' over '23.' does; the whole date is
        // still what a screen reader reads.
        views={
          desktop
            ? {}
            : {
                timeGridWeek: {
                  dayHeaderContent: (day) => (
                    <>
                      <span aria-hidden="true" className="flex flex-col">
                        <span>{narrowWeekday(locale, day.date)}</span>
                        <span>{day.date.getDate()}.</span>
                      </span>
                      <span className="sr-only">{day.text}</span>
                    </>
                  ),
                },
              }
        }
        buttonText={{
          prev: '‹',
          next: '›',
          today: t('views::today'),
          month: t('views::month'),
          week: t('views::week'),
          day: t('views::day'),
        }}
        buttonHints={{ prev: arrowHint('prev'), next: arrowHint('next') }}
        datesSet={({ view }) => {
          nameArrows()
          const next = {
            unit: unitOf(view.type),
            title: view.title,
            start: view.currentStart.getTime(),
            end: view.currentEnd.getTime(),
          }
          setShown((now) =>
            now?.title === next.title && now.start === next.start && now.end === next.end ? now : next,
          )
        }}
        events={events.map((event) => ({
          id: event.id,
          title: `${t(`kinds::${event.kind}`)}: ${event.title}`,
          start: wallTime(event.startsAt),
          ...(event.endsAt === null ? {} : { end: wallTime(event.endsAt) }),
          url: jobHref(event.jobId),
          classNames: [`cal-${event.kind}`],
          extendedProps: { jobId: event.jobId },
        }))}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          onOpenJob(Number(info.event.extendedProps.jobId))
        }}
      />
      {/* A period without events says what would be there, and how it gets there. */}
      {shown && !events.some((event) => inPeriod(event, shown)) ? (
        <div className="mt-3">
          <EmptyNote>
            {t(`empty::${shown.unit}`, { period: shown.title })} {t('empty::how')}
          </EmptyNote>
        </div>
      ) : null}
    </div>
  )
}
