import { useRef } from 'react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { type Locale, locales } from '../../../domain/i18n'
import { currentLocale, switchLocale } from '../../lib/i18n'
import { ChevronIcon, GlobeIcon, languageButtonClass } from './LanguageSelect'

/** The React Aria select behind `LanguageSelect` (lazy: it is not needed for the first paint). */
export default function LanguageSelectMenu({
  showLabel = false,
  autoFocus = false,
  defaultOpen = false,
}: {
  showLabel?: boolean
  autoFocus?: boolean
  defaultOpen?: boolean
}) {
  const { t } = useTranslation()
  const current = currentLocale()
  const button = useRef<HTMLButtonElement>(null)
  return (
    <Select
      // Opened at mount (it replaced the stand-in button the visitor pressed), the popover would give
      // focus back to that removed button on close: give it to this select's own button instead.
      onOpenChange={(open) => {
        if (!open) requestAnimationFrame(() => button.current?.focus())
      }}
      selectedKey={current}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
      onSelectionChange={(key) => {
        if (key !== current) switchLocale(key as Locale)
      }}
      className="flex flex-col gap-1"
    >
      <Label className={showLabel ? 'text-sm font-semibold text-ink-700' : 'sr-only'}>
        {t('nav::language')}
      </Label>
      <Button ref={button} className={languageButtonClass}>
        <GlobeIcon />
        <SelectValue />
        <ChevronIcon />
      </Button>
      <Popover className="min-w-[--trigger-width] rounded-lg border border-gray-200 bg-white p-1 shadow-lg outline-none">
        <ListBox className="outline-none">
          {locales.map((locale) => (
            <ListBoxItem
              key={locale}
              id={locale}
              textValue={t(`languages::${locale}`)}
              lang={locale}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              {t(`languages::${locale}`)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
