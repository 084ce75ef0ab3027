import { formatDanishPhone } from '../../../domain/rules/phone'
import { useField } from './field-context'
import type { FieldProps } from './field-parts'
import { TextField } from './TextField'

/**
 * A Danish phone number: `+45`, `0045`, spaces and dashes are fine (the schema keeps the 8 digits);
 * leaving the field shows the number in pairs, `40 50 60 70`.
 */
export function PhoneField(props: FieldProps & { autoComplete?: string }) {
  const field = useField(props.name, '')
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      onBlur={() => {
        const shown = formatDanishPhone(String(field.value ?? ''))
        if (shown !== field.value) field.setValue(shown)
      }}
    />
  )
}
