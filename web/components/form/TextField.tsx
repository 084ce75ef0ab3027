import { TextField as AriaTextField, Input } from 'react-aria-components'
import { useField } from './field-context'
import { ariaFieldProps, FieldFooter, FieldLabel, type FieldProps, inputClass } from './field-parts'

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'url'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url'
  maxLength?: number
  /** Rewrites what is typed before it is kept (e.g. drop spaces from a code). */
  clean?: (text: string) => string
  onBlur?: () => void
}

/** One line of text with label, description and its one error. */
export function TextField({ name, label, description, clean, className, ...rest }: TextFieldProps) {
  const field = useField(name, '')
  return (
    <AriaTextField
      {...ariaFieldProps(name, rest, field.error, className)}
      value={String(field.value ?? '')}
      onChange={(text) => field.setValue(clean ? clean(text) : text)}
      onBlur={rest.onBlur}
      type={rest.type ?? 'text'}
      autoComplete={rest.autoComplete}
      inputMode={rest.inputMode}
      maxLength={rest.maxLength}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input className={inputClass} />
      <FieldFooter description={description} error={field.error} />
    </AriaTextField>
  )
}

/** An e-mail address (the keyboard and autofill that go with it). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />
}

/** What is typed, without its spaces: a number read out in groups (`12 34 56`) is kept as its digits. */
export const withoutSpaces = (text: string) => text.replace(/\s/g, '')

/**
 * A number that is a name, not an amount (a CVR number, an SMS code): the number pad, spaces dropped as
 * they are typed or pasted, then at most `length` characters. No `maxlength` on the input: the browser
 * would cut a pasted '3124 5680' at eight characters, space included, before the space is dropped.
 */
export function DigitsField({
  length,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'clean'> & { length: number }) {
  return <TextField inputMode="numeric" clean={(text) => withoutSpaces(text).slice(0, length)} {...props} />
}
