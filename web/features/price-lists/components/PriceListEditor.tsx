import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { priceListsApi } from '../../../../domain/contract/company-profile'
import { formatOre } from '../../../../domain/rules/money'
import { maxPriceOre } from '../../../../domain/rules/price-da'
import {
  maxPriceListItems,
  type PriceList,
  PriceListUpdate,
} from '../../../../domain/schemas/company-profile'
import { DialogActions, Form, FormSummary } from '../../../components/form/Form'
import { MoneyField } from '../../../components/form/NumberField'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { Section } from '../../../components/ui/Section'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { myPriceListsQuery, priceListKeys } from '../queries'

type Line = { name: string; unit: string; amountOre: number | undefined }
const emptyLine = (): Line => ({ name: '', unit: '', amountOre: undefined })

/** The company's price lists, one per category, edited in place (`/firma/oplysninger`). */
export function PriceListEditor() {
  const { t } = useTranslation('pricelists')
  const { data } = useSuspenseQuery(myPriceListsQuery())
  // The category being edited: an existing list's, or a new one's once chosen.
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const free = data.categories.filter((c) => !data.lists.some((l) => l.categoryId === c.id))
  // The form takes the place of the button that opened it: when it closes, focus goes to that list's
  // 'Rediger' (or, with no list there, to 'Ny prisliste'), never to the page's start.
  const focusAfter = useRef<number | 'new' | null>(null)
  const close = (categoryId?: number) => {
    focusAfter.current = categoryId ?? 'new'
    setEditing(null)
  }
  useEffect(() => {
    const target = focusAfter.current
    if (editing !== null || target === null) return
    focusAfter.current = null
    const button =
      document.querySelector<HTMLElement>(`[data-price-list="${target}"]`) ??
      document.querySelector<HTMLElement>('[data-price-list="new"]')
    button?.focus()
  }, [editing])
  return (
    <Section id="price-lists-heading" title={t('editor::title')}>
      <div className="flex flex-col gap-4">
        <p className="m-0 text-ink-700">{t('editor::lead')}</p>
        {data.lists.length === 0 && editing === null ? <p className="m-0">{t('editor::none')}</p> : null}
        {data.lists.map((list) =>
          editing === list.categoryId ? (
            <ListForm key={list.categoryId} list={list} onDone={close} />
          ) : (
            <ListTable key={list.categoryId} list={list} onEdit={() => setEditing(list.categoryId)} />
          ),
        )}
        {editing === 'new' ? (
          <ListForm categories={free} onDone={close} />
        ) : data.categories.length === 0 ? (
          <p className="m-0 text-ink-700">{t('editor::noCategories')}</p>
        ) : free.length > 0 && editing === null ? (
          <Button
            className="btn-secondary h-11 self-start"
            data-price-list="new"
            onPress={() => setEditing('new')}
          >
            {t('editor::newList')}
          </Button>
        ) : null}
        {data.lists.length > 0 ? (
          // `?title=` opens the help page's support form with the subject 'Suggest changes to the
          // pricelist' (spec, /hjaelp/firma). A word, so the router keeps it as written (not "1").
          <Link to="/hjaelp/firma" search={{ title: 'prisliste' }} className="self-start text-sm">
            {t('editor::suggest')}
          </Link>
        ) : null}
      </div>
    </Section>
  )
}

function ListTable({ list, onEdit }: { list: PriceList; onEdit: () => void }) {
  const { t } = useTranslation('pricelists')
  return (
    <div className="rounded-lg border border-solid border-gray-200">
      <div className="flex items-center justify-between gap-3 border-0 border-b border-solid border-gray-200 px-3 py-2">
        <h3 className="m-0 text-base font-semibold">{list.categoryName}</h3>
        <Button
          className="btn-secondary h-10"
          data-price-list={list.categoryId}
          onPress={onEdit}
          aria-label={`${t('editor::edit')} ${list.categoryName}`}
        >
          {t('editor::edit')}
        </Button>
      </div>
      <ul className="m-0 list-none p-0">
        {list.items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2 odd:bg-gray-50">
            <span>
              {item.name}
              {item.unit ? <span className="text-ink-500"> · {item.unit}</span> : null}
            </span>
            <span className="tabular-nums font-semibold">{formatOre(item.amountOre)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One price list's lines as one kit form: a new list also picks its category. */
function ListForm({
  list,
  categories,
  onDone,
}: {
  list?: PriceList
  categories?: { id: number; name: string }[]
  /** Closes the form; `categoryId` is the list to come back to (none after a delete or a new one's cancel). */
  onDone: (categoryId?: number) => void
}) {
  const { t } = useTranslation('pricelists')
  const queryClient = useQueryClient()
  const form = useForm({
    initial: {
      categoryId: list ? String(list.categoryId) : categories?.[0] ? String(categories[0].id) : null,
      items: list
        ? list.items.map((i) => ({
            name: i.name,
            unit: i.unit,
            amountOre: i.amountOre as number | undefined,
          }))
        : [emptyLine()],
    },
    schema: PriceListUpdate,
    input: (values) => ({ items: values.items }),
    submit: async (data, values) => {
      await call(priceListsApi.save, { params: { categoryId: String(values.categoryId) }, body: data })
      await queryClient.invalidateQueries({ queryKey: priceListKeys.mine })
      notify({ type: 'success', note: t('editor::saved') })
      onDone(Number(values.categoryId))
    },
  })
  const items = form.values.items
  // Deleting asks first: the customers can no longer order from the list, and its lines are gone.
  const [deleting, setDeleting] = useState(false)
  const [askDelete, setAskDelete] = useState(false)
  const remove = async () => {
    if (!list) return
    setDeleting(true)
    try {
      await call(priceListsApi.remove, { params: { categoryId: String(list.categoryId) } })
      await queryClient.invalidateQueries({ queryKey: priceListKeys.mine })
      notify({ type: 'success', note: t('editor::deleted') })
      setAskDelete(false)
      onDone()
    } catch (error) {
      setAskDelete(false)
      notifyFailure(error)
    } finally {
      setDeleting(false)
    }
  }
  const title = list ? list.categoryName : t('editor::newList')
  return (
    <div className="rounded-lg border border-solid border-brand-500 p-3">
      <Form form={form} aria-label={title} className="flex flex-col gap-3">
        <h3 className="m-0 text-base font-semibold">{title}</h3>
        <FormSummary />
        {categories ? (
          <SelectField
            name="categoryId"
            label={t('editor::category')}
            options={categories.map((c) => ({ id: String(c.id), label: c.name }))}
            isRequired
            autoFocus
          />
        ) : null}
        {items.map((_, i) => (
          <fieldset
            // Lines have no ids until saved; their place is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="m-0 grid gap-2 rounded-lg border border-solid border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_12rem] sm:items-start"
          >
            <legend className="px-1 text-sm font-semibold">{t('editor::item', { n: i + 1 })}</legend>
            <TextField
              name={`items.${i}.name`}
              label={t('editor::itemName')}
              isRequired
              // An existing list opens on its first line (a new one on its category).
              autoFocus={list !== undefined && i === 0}
              className="flex flex-col gap-1"
            />
            <TextField
              name={`items.${i}.unit`}
              label={t('editor::unit')}
              description={t('editor::unitHint')}
              className="flex flex-col gap-1"
            />
            <MoneyField
              name={`items.${i}.amountOre`}
              label={t('editor::amount')}
              minValue={100}
              maxValue={maxPriceOre}
              isRequired
              className="flex flex-col gap-1"
            />
            {/* Under the line's fields (beside them it squeezed the labels onto two lines). */}
            <Button
              className="btn-secondary h-11 sm:col-span-full sm:justify-self-end"
              isDisabled={items.length <= 1}
              onPress={() =>
                form.set(
                  'items',
                  items.filter((__, j) => j !== i),
                )
              }
            >
              {t('editor::removeItem', { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            className="btn-secondary h-11"
            isDisabled={items.length >= maxPriceListItems}
            onPress={() => form.set('items', [...items, emptyLine()])}
          >
            {t('editor::addItem')}
          </Button>
          {list ? (
            <DialogTrigger isOpen={askDelete} onOpenChange={setAskDelete}>
              <Button className="btn-secondary h-11 text-red-800">{t('editor::delete')}</Button>
              <ConfirmDialog
                title={t('editor::deleteTitle', { category: list.categoryName })}
                body={t('editor::deleteBody')}
                cancel={t('editor::cancel')}
                confirm={t('editor::delete')}
                working={t('editor::deleting')}
                pending={deleting}
                onConfirm={() => void remove()}
                confirmClass="btn h-11 bg-red-700 text-white hover:bg-red-800"
              />
            </DialogTrigger>
          ) : null}
        </div>
        <DialogActions
          cancel={t('editor::cancel')}
          onCancel={() => onDone(list?.categoryId)}
          label={t('editor::save')}
          pendingLabel={t('editor::saving')}
        />
      </Form>
    </div>
  )
}
