import { Radio, RadioGroup } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { useField } from '../../../components/form/field-context'
import { FieldErrorText, FieldLabel } from '../../../components/form/field-parts'

/**
 * The review's stars: five radios (arrow keys move), each named with its number and word, and each a
 * 44 px target (a 36 px glyph alone was too small to hit with a thumb).
 */
export function StarRatingField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('reviews')
  const field = useField<number>(name, 0)
  const chosen = field.value
  return (
    <RadioGroup
      data-field={name}
      value={chosen ? String(chosen) : null}
      onChange={(value) => field.setValue(Number(value))}
      isRequired
      isDisabled={field.pending}
      isInvalid={field.error !== undefined}
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <FieldLabel isRequired>{label}</FieldLabel>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <Radio
              key={n}
              value={String(n)}
              aria-label={t('form::starLabel', { count: n, word: t(`rating::${n}`) })}
              className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md text-4xl leading-none outline-none data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2)"
            >
              <span aria-hidden="true" className={chosen >= n ? 'text-amber-600' : 'text-gray-300'}>
                ★
              </span>
            </Radio>
          ))}
        </div>
        <span aria-hidden="true" className="min-h-6 font-semibold text-ink-700">
          {chosen ? t(`rating::${chosen}`) : ''}
        </span>
      </div>
      <FieldErrorText>{field.error}</FieldErrorText>
    </RadioGroup>
  )
}
