import { Label, Radio, RadioGroup } from 'react-aria-components'

export interface Choice<K extends string> {
  id: K
  label: string
  description?: string
}

/** A radio group drawn as two or more cards (customer type, with/without CVR). */
export function ChoiceCards<K extends string>({
  label,
  value,
  onChange,
  choices,
  name,
  stackOnNarrow = false,
}: {
  /** One card per row below 480 px (long labels). */
  stackOnNarrow?: boolean
  label: string
  value: K
  onChange: (value: K) => void
  choices: readonly Choice<K>[]
  name: string
}) {
  return (
    <RadioGroup
      name={name}
      value={value}
      onChange={(v) => onChange(v as K)}
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold text-ink-900">{label}</Label>
      <div className={`grid gap-2 sm:(grid-cols-2 gap-3) ${stackOnNarrow ? 'grid-cols-1' : 'grid-cols-2'}`}>
        {choices.map((choice) => (
          <Radio
            key={choice.id}
            value={choice.id}
            className="group flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-300 bg-white px-3 py-2 text-ink-900 hover:border-gray-400 data-[selected]:(border-brand-500 bg-brand-50) data-[focus-visible]:(outline-2 outline-offset-2 outline-brand-500) border-solid"
          >
            <span
              aria-hidden="true"
              className="flex h-5 w-5 flex-none items-center justify-center rounded-full border-2 border-gray-400 bg-white group-data-[selected]:border-brand-500 border-solid"
            >
              <span className="hidden h-2.5 w-2.5 rounded-full bg-brand-500 group-data-[selected]:block" />
            </span>
            <span className="flex flex-col">
              <span className="font-semibold">{choice.label}</span>
              {choice.description ? <span className="text-xs text-ink-500">{choice.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}
