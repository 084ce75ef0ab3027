import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { notifyFailure } from '../../components/ui/toast/toast-queue'
import { useDebouncedValue } from '../../lib/use-debounced-value'

/** Which of its three texts a search field's open list shows while it has no suggestion. */
export type NoSuggestions = 'loadFailed' | 'searching' | 'noResults'

/**
 * The suggestions of a search field that asks the API as one types (a category on the home page, a car
 * model in the create-job form): asked once the typing pauses for `debounceMs` and at least `minLength`
 * characters stand, the last answer kept while the next loads, a failure told once as a notification
 * (not once per word while they keep failing).
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
  // Told once while the answers keep failing (one word after another while offline), again only after
  // an answer has come through.
  const toldFailure = useRef(false)
  const answered = answer.isSuccess && !answer.isPlaceholderData
  useEffect(() => {
    if (answered) toldFailure.current = false
    else if (answer.error && !toldFailure.current) {
      toldFailure.current = true
      notifyFailure(answer.error)
    }
  }, [answer.error, answered])
  // What is typed now has not been asked yet: that is searching, whatever the last word's answer was.
  const empty: NoSuggestions =
    asked !== typed
      ? 'searching'
      : answer.isError
        ? 'loadFailed'
        : answer.isFetching
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
