import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { CategorySuggestion } from '../../../../domain/schemas/catalog'
import { usePageStaysReachable } from '../../../lib/use-page-stays-reachable'
import { categorySearchQuery } from '../queries'
import { useSuggestions } from '../use-suggestions'
import {
  errorClass,
  labelClass,
  type SearchBoxProps,
  SearchIcon,
  searchHandoff,
  searchInputClass,
  submitClass,
  submitSearch,
} from './CategorySearch'

/**
 * Opens the suggestions once, as the box mounts, when it takes over a word typed into the stand-in while
 * its code loaded: the combobox opens on input, and that input came before it.
 */
function OpenOnTakeOver({ open }: { open: boolean }) {
  const state = useContext(ComboBoxStateContext)
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !open || !state) return
    done.current = true
    state.open(null, 'input')
  }, [open, state])
  return null
}

/** Typing pause before asking the API for suggestions. */
const searchDebounceMs = 150

const createJobHref = (slug: string, word: string) =>
  `/createjob/${encodeURIComponent(slug)}?word=${encodeURIComponent(word)}`

/**
 * The React Aria combobox of the category search (lazy; see CategorySearch): each suggestion links to
 * `/createjob/{slug}?word={typed text}`; Enter on free text takes the first suggestion; an empty
 * submit shows the spec's prompt as the field's error.
 */
export default function CategorySearchBox({ size = 'large', autoFocus = false }: SearchBoxProps) {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const inputRef = useRef<HTMLInputElement>(null)
  // Take over what was typed into the stand-in before this chunk arrived.
  const [text, setText] = useState(() => searchHandoff.text)
  const [emptyError, setEmptyError] = useState(() => searchHandoff.emptyError)
  const [focusNow] = useState(() => autoFocus || searchHandoff.focused)
  const [openNow] = useState(() => focusNow && searchHandoff.text.trim().length > 0)
  const [open, setOpen] = useState(false)
  usePageStaysReachable(open)
  // Keystrokes that reached the stand-in while this chunk rendered: take them too, before the browser
  // can deliver the next one (a layout effect runs in the same task as the swap).
  // Once, on mount (`focusNow` never changes): later typing goes to this input.
  useLayoutEffect(() => {
    setText(searchHandoff.text)
    if (searchHandoff.text.trim()) setEmptyError(false)
    const input = inputRef.current
    if (focusNow && input) {
      input.focus()
      input.setSelectionRange(searchHandoff.text.length, searchHandoff.text.length)
    }
  }, [focusNow])
  const word = text.trim()
  const search = useSuggestions(word, {
    debounceMs: searchDebounceMs,
    minLength: 1,
    query: categorySearchQuery,
  })
  const suggestions: CategorySuggestion[] = search.data?.suggestions ?? []

  async function submit() {
    if (!word) {
      setEmptyError(true)
      inputRef.current?.focus()
      return
    }
    await submitSearch(word, queryClient, navigate, search.asked === word ? suggestions[0] : undefined)
  }

  const large = size === 'large'
  return (
    <search className="block">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <ComboBox
          inputValue={text}
          onInputChange={(value) => {
            setText(value)
            if (value.trim()) setEmptyError(false)
          }}
          items={suggestions}
          allowsCustomValue
          // Open on the first keystroke (the suggestions arrive a moment later).
          allowsEmptyCollection={word.length > 0}
          menuTrigger="input"
          onOpenChange={setOpen}
          isInvalid={emptyError}
          validationBehavior="aria"
          className="flex flex-col gap-2"
        >
          <OpenOnTakeOver open={openNow} />
          <Label className={labelClass(large)}>{t('search::label')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              autoFocus={focusNow}
              placeholder={t('search::placeholder')}
              enterKeyHint="search"
              onKeyDown={(e) => {
                // Enter with no suggestion highlighted: take the first suggestion (or the empty error).
                if (e.key === 'Enter' && !e.currentTarget.getAttribute('aria-activedescendant')) {
                  e.preventDefault()
                  void submit()
                }
              }}
              className={searchInputClass(large)}
            />
            <button type="submit" className={submitClass(large)}>
              <SearchIcon />
              {t('search::submit')}
            </button>
          </div>
          <Text slot="description" className="sr-only">
            {t('search::hint')}
          </Text>
          <FieldError className={errorClass}>
            <span role="alert">{t('search::empty')}</span>
          </FieldError>
          <Popover
            placement="bottom start"
            shouldFlip={false}
            offset={6}
            maxHeight={24 * 16}
            className="w-[--trigger-width] overflow-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-xl outline-none"
          >
            <ListBox<CategorySuggestion>
              aria-label={t('search::suggestions')}
              // The items stay the same while the next answer loads; their links must still take
              // what is typed now, not what was typed when they arrived.
              dependencies={[word]}
              className="outline-none"
              renderEmptyState={() => (
                <p className="m-0 px-3 py-2.5 text-ink-500">{t(`search::${search.empty}`)}</p>
              )}
            >
              {(s) => (
                <ListBoxItem
                  id={s.id}
                  textValue={s.name}
                  href={createJobHref(s.slug, word)}
                  className="flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2.5 text-ink-900 no-underline outline-none data-[focused]:bg-brand-50 data-[hovered]:bg-brand-50"
                >
                  <span className="font-medium">{s.name}</span>
                  {s.parentName ? (
                    <span className="text-sm text-ink-500">
                      {t('search::inParent', { parent: s.parentName })}
                    </span>
                  ) : null}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </form>
    </search>
  )
}
