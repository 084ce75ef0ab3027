import type { CalendarDate, CalendarDateTime } from '@internationalized/date'
import type { ReactNode } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components'
import { dayText, dayValue, momentSeconds, momentValue } from './date.logic'
import { useField } from './field-context'
import { ariaFieldProps, FieldFooter, FieldLabel, type FieldProps } from './field-parts'

/**
 * Dates are always Danish, whatever the page language: `05.01.2026`, weeks from Monday, 24-hour time
 * (DESIGN.md); the labels and messages still follow the page language. Day, month and hour always have
 * two digits (`shouldForceLeadingZeros`), as the product writes them elsewhere (`08.12.2026 08.00`): da-DK
 * alone gives ` 8.12.2026, 8.00`.
 */
function Danish({ children }: { children: ReactNode }) {
  return <I18nProvider locale="da-DK">{children}</I18nProvider>
}

/** The literal between the day and the time in da-DK (`8.12.2026, 08.00`). */
const isComma = (segment: { type: string; text: string }) =>
  segment.type === 'literal' && segment.text.trim() === ','

function PickerParts({ label, description, error, isRequired }: FieldProps & { error?: string }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className="field h-11 flex items-center gap-1 bg-white text-base data-[invalid]:(border-red-600 bg-red-50) data-[focus-within]:(outline-2 outline-brand-500)">
        <DateInput className="flex flex-1">
          {(segment) => (
            <DateSegment
              // Day and time apart by a space, not da-DK's comma: `08.12.2026 08.00`, as the product writes it.
              segment={isComma(segment) ? { ...segment, text: ' ' } : segment}
              // Each part you can type in is at least 24 px wide (WCAG 2.5.8 target size); the dots between are not.
              className="min-w-6 rounded px-0.5 text-center tabular-nums outline-none data-[type=literal]:min-w-0 data-[focused]:(bg-brand-600 text-white) data-[placeholder]:text-ink-500"
            />
          )}
        </DateInput>
        <Button className="h-8 w-8 inline-flex items-center justify-center rounded-md border-0 bg-transparent text-ink-700 cursor-pointer hover:bg-gray-100">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
            <rect x="3" y="5" width="18" height="16" rx="2" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </Group>
      <FieldFooter description={description} error={error} />
      <Popover className="rounded-xl border border-solid border-gray-200 bg-white p-3 shadow-lg">
        <Dialog className="outline-none">
          <Calendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button slot="previous" className="btn-secondary h-9 w-9 p-0">
                ‹
              </Button>
              <Heading className="m-0 text-base font-semibold" />
              <Button slot="next" className="btn-secondary h-9 w-9 p-0">
                ›
              </Button>
            </header>
            <CalendarGrid className="border-collapse">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="h-9 w-9 flex items-center justify-center rounded-md cursor-pointer outline-none data-[outside-month]:text-ink-300 data-[selected]:(bg-brand-600 text-white) data-[focus-visible]:(outline-2 outline-brand-500)"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </>
  )
}

/** A calendar day; the form holds `2026-01-05`. */
export function DateField(props: FieldProps) {
  const field = useField<string>(props.name, '')
  return (
    <Danish>
      <DatePicker<CalendarDate>
        {...ariaFieldProps(props.name, props, field.error, props.className)}
        shouldForceLeadingZeros
        value={dayValue(field.value)}
        onChange={(day) => field.setValue(dayText(day))}
      >
        <PickerParts {...props} error={field.error} />
      </DatePicker>
    </Danish>
  )
}

/** A day and a time (24-hour) in Copenhagen; the form holds Unix seconds, as the API stores times. */
export function DateTimeField({ minSeconds, ...props }: FieldProps & { minSeconds?: number | undefined }) {
  const field = useField<number | undefined>(props.name, undefined)
  return (
    <Danish>
      <DatePicker<CalendarDateTime>
        {...ariaFieldProps(props.name, props, field.error, props.className)}
        shouldForceLeadingZeros
        value={momentValue(field.value)}
        minValue={momentValue(minSeconds)}
        onChange={(moment) => field.setValue(momentSeconds(moment))}
        granularity="minute"
        hourCycle={24}
      >
        <PickerParts {...props} error={field.error} />
      </DatePicker>
    </Danish>
  )
}
