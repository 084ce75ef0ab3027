import { createContext, useContext, useState } from 'react'
import type { FormApi } from './use-form'

/**
 * How a field finds its form. Kept apart from `use-form.ts` (valibot, i18next, the API client), so a
 * field used outside a kit form (the create-job preview's zip) does not pull the form machinery along.
 */
export const FormContext = createContext<FormApi<unknown> | null>(null)

/** The form around a field, or null (a field may also stand alone, e.g. in a preview). */
export function useFormContext(): FormApi<unknown> | null {
  return useContext(FormContext)
}

/**
 * One field's binding: its value, setter and error from the surrounding `<Form>`; alone, its own state.
 */
export function useField<T>(name: string, standalone: T) {
  const form = useFormContext()
  const [own, setOwn] = useState<T>(standalone)
  if (!form) return { value: own, setValue: setOwn, error: undefined, pending: false }
  const value = form.get(name) as T | undefined
  return {
    value: value ?? standalone,
    setValue: (next: T) => form.set(name, next),
    error: form.errorFor(name),
    pending: form.pending,
  }
}
