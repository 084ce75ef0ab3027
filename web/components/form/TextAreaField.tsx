import { TextField as AriaTextField, TextArea } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { useField } from './field-context'
import { ariaFieldProps, FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from './field-parts'

/** Several lines of text; with `maxLength`, a counter says how many characters are left. */
export function TextAreaField({
  name,
  label,
  description,
  className,
  rows = 4,
  maxLength,
  ...rest
}: FieldProps & { rows?: number; maxLength?: number }) {
  const { t } = useTranslation('common')
  const field = useField(name, '')
  const text = String(field.value ?? '')
  return (
    <AriaTextField
      {...ariaFieldProps(name, rest, field.error, className)}
      value={text}
      onChange={field.setValue}
      maxLength={maxLength}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <TextArea
        rows={rows}
        className="field text-base data-[invalid]:(border-red-600 bg-red-50) data-[disabled]:bg-gray-100"
      />
      <div className="flex items-start justify-between gap-3">
        <FieldDescription>{description}</FieldDescription>
        {maxLength ? (
          // Read when it changes only by those who look; the limit itself is in the description.
          <span className="ml-auto shrink-0 text-xs tabular-nums text-ink-500">
            {t('form::remaining', { count: maxLength - text.length })}
          </span>
        ) : null}
      </div>
      <FieldErrorText>{field.error}</FieldErrorText>
    </AriaTextField>
  )
}
