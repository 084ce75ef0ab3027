import { CheckboxField } from './CheckboxField'

/**
 * The terms checkbox of a binding purchase (a plan change, an order from a price list): required, with a
 * link to the terms beside it that opens in a new tab, so the form stays as typed. The form's field is
 * `acceptTerms`; its schema refuses `false` with the form's own text.
 */
export function TermsField({ label, readLabel }: { label: string; readLabel: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <CheckboxField name="acceptTerms" label={label} isRequired />
      <a href="/handelsbetingelser" target="_blank" rel="noopener" className="py-0.5 text-sm font-medium">
        {readLabel}
      </a>
    </div>
  )
}
