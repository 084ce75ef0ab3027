import { Radio } from 'react-aria-components'

/**
 * One choice of a radio group drawn as a card: the round mark, the label and a line under it saying what
 * the choice does. The kit's radio group and the sign-up's choice cards draw their choices with it.
 */
export function RadioCard({
  value,
  label,
  hint,
  autoFocus,
}: {
  value: string
  label: string
  hint?: string
  autoFocus?: boolean
}) {
  return (
    <Radio
      value={value}
      autoFocus={autoFocus}
      className="group flex cursor-pointer items-start gap-3 rounded-lg border border-solid border-gray-200 bg-white p-3 data-[selected]:(border-brand-500 bg-brand-50) data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2) data-[invalid]:border-red-600"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 inline-flex items-center justify-center rounded-full border-2 border-solid border-gray-400 bg-white group-data-[selected]:border-brand-600"
      >
        <span className="h-2.5 w-2.5 rounded-full bg-brand-600 invisible group-data-[selected]:visible" />
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-ink-900">{label}</span>
        {hint ? <span className="text-sm text-ink-600">{hint}</span> : null}
      </span>
    </Radio>
  )
}
