import { Label, RadioGroup } from 'react-aria-components'
import { RadioCard } from '../../../components/form/RadioCard'

export interface Choice<K extends string> {
  id: K
  label: string
}

/** A radio group drawn as two or more cards side by side (customer type, with/without CVR). */
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
          <RadioCard key={choice.id} value={choice.id} label={choice.label} />
        ))}
      </div>
    </RadioGroup>
  )
}
