import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, CheckboxGroup, Disclosure, DisclosurePanel, Heading } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { CheckboxItem } from '../../../components/form/CheckboxItem'
import { useField } from '../../../components/form/field-context'
import { GroupParts } from '../../../components/form/field-parts'
import { ChevronDownIcon } from '../../../components/ui/Icon'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { isIncluded, selectedTops, toggleCategory, topOf } from '../category-picker.logic'
import { signupCategoriesQuery } from '../queries'

export interface CategoryPickerProps {
  /** Path of the selected category ids in the form's values (and of the schema's and server's issues). */
  name?: string
}

/**
 * The company category choice shared by both company sign-up forms and the company settings: per top
 * category, the whole trade ('Alle opgaver i kategorien Tømrer', stored as the top category itself,
 * its subcategories then shown included) or some of its subcategories; at most two top categories.
 */
export function CategoryPicker({ name = 'categoryIds' }: CategoryPickerProps) {
  const { t } = useTranslation(['signup', 'common'])
  const field = useField<number[]>(name, [])
  const value = field.value
  const { data: tree, isLoading, isError, error, refetch } = useQuery(signupCategoriesQuery())
  // The top category whose option was refused (third top category): the message shows in its panel.
  const [limitTop, setLimitTop] = useState<number | null>(null)

  if (isLoading) {
    return <LoadingStatus>{t('company::categoriesLoading')}</LoadingStatus>
  }
  if (isError || !tree) {
    return <LoadFailed error={error} onRetry={() => void refetch()} />
  }

  const tops = selectedTops(tree, value)
  // Ticked: what is chosen, and the subcategories of a chosen whole trade (included, not toggled).
  const shown = tree
    .flatMap((top) => [top, ...top.children])
    .filter((c) => value.includes(c.id) || isIncluded(tree, value, c.id))
    .map((c) => c.id)
  const toggle = (id: number) => {
    const result = toggleCategory(tree, value, id)
    if (!result.ok) {
      setLimitTop(topOf(tree).get(id) ?? null)
      return
    }
    setLimitTop(null)
    field.setValue(result.selected)
  }

  return (
    <CheckboxGroup
      name={name}
      data-field={name}
      isInvalid={field.error !== undefined}
      value={shown.map(String)}
      // Each checkbox decides through `toggle`; the group only carries label, description and errors.
      onChange={() => undefined}
      className="flex flex-col gap-2"
    >
      {/* At least one category is required: marked with * like every other required field. Its error
          stands under the label, above the 16 trades, where a failed submit's focus (the first) sees it. */}
      <GroupParts
        field={{
          name,
          label: t('company::categories'),
          description: t('company::categoriesHint'),
          isRequired: true,
        }}
        error={field.error}
      >
        <div className="flex flex-col overflow-hidden rounded-lg border border-solid border-gray-300">
          {tree.map((top) => {
            const whole = value.includes(top.id) && top.children.length > 0
            const count =
              top.children.length > 0
                ? top.children.filter((o) => value.includes(o.id)).length
                : value.includes(top.id)
                  ? 1
                  : 0
            return (
              <Disclosure
                key={top.id}
                defaultExpanded={tops.has(top.id) || tree.length <= 2}
                className="group border-x-0 border-b-0 border-t border-solid border-gray-200 first:border-t-0"
              >
                <Heading level={3} className="m-0">
                  <Button
                    slot="trigger"
                    className="flex w-full items-center justify-between gap-3 border-0 bg-transparent px-3 py-3 text-left text-base font-semibold text-ink-900 cursor-pointer hover:bg-gray-50 focus-visible:(outline-2 -outline-offset-2 outline-brand-500)"
                  >
                    <span>{top.name}</span>
                    <span className="flex items-center gap-2 text-sm font-normal text-ink-500">
                      {whole || count > 0 ? (
                        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-700">
                          {whole ? t('company::wholeTradeChosen') : t('company::selectedCount', { count })}
                        </span>
                      ) : null}
                      <ChevronDownIcon className="h-4 w-4 transition-transform group-data-[expanded]:rotate-180" />
                    </span>
                  </Button>
                </Heading>
                <DisclosurePanel>
                  {limitTop === top.id ? (
                    <div
                      role="alert"
                      className="mx-3 mb-2 rounded-lg border border-solid border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                    >
                      {t('company::maxTopCategories')}
                    </div>
                  ) : null}
                  <div className="grid gap-1 px-3 pb-3 sm:grid-cols-2">
                    {top.children.length > 0 ? (
                      <CheckboxItem
                        value={String(top.id)}
                        onChange={() => toggle(top.id)}
                        className="flex min-h-11 items-center gap-3 rounded-md px-2 font-semibold hover:bg-gray-50 sm:col-span-2"
                      >
                        {t('company::wholeTrade', { name: top.name })}
                      </CheckboxItem>
                    ) : null}
                    {(top.children.length > 0 ? top.children : [top]).map((option) => (
                      <CheckboxItem
                        key={option.id}
                        value={String(option.id)}
                        isDisabled={whole}
                        onChange={() => toggle(option.id)}
                        className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-gray-50 data-[disabled]:(cursor-default text-ink-500 hover:bg-transparent)"
                      >
                        {option.name}
                      </CheckboxItem>
                    ))}
                  </div>
                </DisclosurePanel>
              </Disclosure>
            )
          })}
        </div>
      </GroupParts>
    </CheckboxGroup>
  )
}
