import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategorySuggestion } from '../../../../domain/schemas/catalog'
import { LineIcon } from '../../../components/ui/Icon'
import { lazyComponent } from '../../../lib/lazy-component'
import { isDesktopPointer } from '../../../lib/media'
import { categorySearchQuery } from '../queries'

export interface SearchBoxProps {
  size?: 'large' | 'normal'
  autoFocus?: boolean
}

export const labelClass = (large: boolean) =>
  large ? 'text-base font-semibold text-ink-900' : 'text-sm font-semibold text-ink-900'
// It grows along the row beside its button (from sm); stacked on a phone a column's flex-1 would set
// its height instead (flex-basis 0), and the 56 px field came out 39 px under its 56 px button.
export const searchInputClass = (large: boolean) =>
  `field sm:flex-1 ${large ? 'h-14 px-4 text-lg' : 'h-11'} data-[invalid]:border-red-600 aria-[invalid=true]:border-red-600`
export const submitClass = (large: boolean) => `btn-primary ${large ? 'h-14 px-6 text-lg' : 'h-11'}`
export const errorClass = 'flex items-center gap-1.5 text-sm font-medium text-red-700'

export function SearchIcon() {
  return (
    <LineIcon className="h-5 w-5" strokeWidth={2.2}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </LineIcon>
  )
}

/** What the visitor did in the stand-in before the combobox chunk arrived. */
export const searchHandoff = { text: '', focused: false, emptyError: false }

/** Submit of a search word: go to the first suggestion, or to the category picker when none fits. */
export async function submitSearch(
  word: string,
  queryClient: QueryClient,
  navigate: ReturnType<typeof useNavigate>,
  known?: CategorySuggestion,
) {
  const first =
    known ?? (await queryClient.fetchQuery(categorySearchQuery(word)).catch(() => undefined))?.suggestions[0]
  if (first) await navigate({ to: '/createjob/$slug', params: { slug: first.slug }, search: { word } })
  else await navigate({ to: '/createjob', search: { word } })
}

// Renders at once once loaded: through a Suspense fallback the stand-in would mount afresh, empty, and
// take the keys typed meanwhile.
const CategorySearchBox = lazyComponent(() => import('./CategorySearchBox').then((m) => m.default))

/**
 * The category search (home page, create-job picker). The React Aria combobox is the heaviest code on
 * the home page, so the server renders a plain search form with the same look, and the combobox loads
 * when the visitor reaches for the form (pointer over it, focus: on a desktop the box takes focus at
 * once); whatever was typed into the stand-in carries over. Not on idle: its React Aria was most of
 * the home page's blocking time on a phone (issue 21).
 */
export function CategorySearch({
  autoFocusOnDesktop = false,
  size = 'large',
  initialText = '',
}: {
  autoFocusOnDesktop?: boolean
  size?: 'large' | 'normal'
  /** What the box holds when the page opens (`/createjob?word=…`: the word that was searched). */
  initialText?: string
}) {
  const [ready, setReady] = useState(false)
  const [autoFocus, setAutoFocus] = useState(false)
  // A fresh handoff for this page, in the commit that hydrates it: an empty submit pressed before the
  // app took the page over is replayed by React after that commit but before passive effects, and a
  // reset there wiped its error, so the combobox took over without it (the prompt gone, no aria-invalid).
  useLayoutEffect(() => {
    searchHandoff.text = initialText
    searchHandoff.emptyError = false
    searchHandoff.focused = false
  }, [initialText])
  useEffect(() => {
    // Spec: on desktop the focus goes to the category box (decided here, after hydration). Not for a
    // visitor who has already scrolled down the server's page: focusing would scroll them back up.
    if (autoFocusOnDesktop && isDesktopPointer() && window.scrollY === 0) setAutoFocus(true)
  }, [autoFocusOnDesktop])
  const load = (handOff: () => void) => {
    void CategorySearchBox.preload().then(() => {
      handOff()
      setReady(true)
    })
  }
  const standIn = (
    <SearchStandIn size={size} autoFocus={autoFocus} initialText={initialText} onWanted={load} />
  )
  if (!ready) return standIn
  return (
    <Suspense fallback={standIn}>
      <CategorySearchBox size={size} autoFocus={autoFocus} />
    </Suspense>
  )
}

function SearchStandIn({
  size = 'large',
  autoFocus = false,
  initialText,
  onWanted,
}: SearchBoxProps & { initialText: string; onWanted: (handOff: () => void) => void }) {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const id = useId()
  const [emptyError, setEmptyError] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // What the box holds as the combobox takes over, read from the field itself: a key pressed while the
  // page was still hydrating is in the field but reached no change handler.
  const handOff = () => {
    const box = input.current
    if (!box) return
    searchHandoff.text = box.value
    searchHandoff.focused = document.activeElement === box
    // Text typed since an empty submit ends its error, in the combobox too.
    if (box.value.trim()) searchHandoff.emptyError = false
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount and when autofocus is decided; `onWanted` loads once however often it is asked
  useEffect(() => {
    const box = input.current
    if (box && document.activeElement === box) {
      // Focused before the app took the page over (the page paints, and takes a tap, before its
      // scripts run): no focus event reached this field, so the combobox is asked for now.
      searchHandoff.focused = true
      onWanted(handOff)
    } else if (autoFocus) box?.focus()
  }, [autoFocus])
  const large = size === 'large'
  return (
    <search className="block">
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          handOff()
          const word = searchHandoff.text.trim()
          if (!word) {
            searchHandoff.emptyError = true
            setEmptyError(true)
            return
          }
          void submitSearch(word, queryClient, navigate)
        }}
      >
        <label htmlFor={id} className={labelClass(large)}>
          {t('search::label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={id}
            autoComplete="off"
            defaultValue={initialText}
            placeholder={t('search::placeholder')}
            enterKeyHint="search"
            aria-invalid={emptyError || undefined}
            aria-describedby={emptyError ? `${id}-error` : undefined}
            className={searchInputClass(large)}
            onFocus={() => {
              searchHandoff.focused = true
              onWanted(handOff)
            }}
            onPointerEnter={() => onWanted(handOff)}
            onBlur={() => {
              searchHandoff.focused = false
            }}
            onChange={(e) => {
              searchHandoff.text = e.target.value
              if (e.target.value.trim()) {
                searchHandoff.emptyError = false
                setEmptyError(false)
              }
            }}
          />
          <button type="submit" className={submitClass(large)}>
            <SearchIcon />
            {t('search::submit')}
          </button>
        </div>
        {emptyError ? (
          <p id={`${id}-error`} role="alert" className={`m-0 ${errorClass}`}>
            {t('search::empty')}
          </p>
        ) : null}
      </form>
    </search>
  )
}
