import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notifyFailure } from '../../components/ui/toast/toast-queue'
import { useDebouncedValue } from '../../lib/use-debounced-value'

/** Which of its three texts a search field's open list shows while it has no suggestion. */
export type NoSuggestions = 'loadFailed' | 'searching' | 'noResults'

/**
 * The suggestions of a search field that asks the API as one types (a category on the home page, a car
 * model in the create-job form): asked once the typing pauses for `debounceMs` and at least `minLength`
 * characters stand, the last answer kept while the next loads, a failure told once as a notification.
 * `data` is the answer for what is typed now (undefined while nothing may be asked); `empty` says what
 * the open list says without a suggestion: "searching" also while the pause has not yet asked for what
 * stands in the field.
 */
export function useSuggestions<T, K extends QueryKey>(
  typed: string,
  {
    debounceMs,
    minLength,
    query,
  }: {
    debounceMs: number
    minLength: number
    query: (q: string) => UseQueryOptions<T, Error, T, K>
  },
) {
  const asked = useDebouncedValue(typed, debounceMs)
  const enabled = asked.length >= minLength
  const answer = useQuery({ ...query(asked), enabled, placeholderData: keepPreviousData })
  useEffect(() => {
    if (answer.error) notifyFailure(answer.error)
  }, [answer.error])
  const empty: NoSuggestions = answer.isError
    ? 'loadFailed'
    : asked !== typed || answer.isFetching
      ? 'searching'
      : 'noResults'
  return {
    asked,
    data: enabled && typed.length >= minLength ? answer.data : undefined,
    /** Asking, and nothing to show yet. */
    loading: enabled && answer.isFetching && !answer.data,
    empty,
  }
}
