import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { priceListsApi } from '../../../../domain/contract/company-profile'
import { formatOre } from '../../../../domain/rules/money'
import { orderQuantity } from '../../../../domain/rules/order-quantity'
import { formatDanishPhone } from '../../../../domain/rules/phone'
import {
  maxOrderAmount,
  OrderContact,
  type OrderResponse,
  OrderTerms,
  type PriceListItem,
} from '../../../../domain/schemas/company-profile'
import { DialogActions, Form, FormSummary } from '../../../components/form/Form'
import { NumberField } from '../../../components/form/NumberField'
import { PhoneField } from '../../../components/form/PhoneField'
import { TermsField } from '../../../components/form/TermsField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { EmailField, TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { DialogCard } from '../../../components/ui/DialogCard'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import type { ConfirmThenSubmit } from '../../../lib/confirm-then-submit'
import { useSentinelPlace } from '../../../lib/scroll-sentinel'
import { meKey, meQuery } from '../../../lib/session'

/** The profile confirmation of an anonymous order (spec section 4, Order flow). */
export type ConfirmThenOrder = ConfirmThenSubmit<OrderResponse>

const AmountForm = v.object({
  amount: v.pipe(
    v.number('pricelists:::errors::quantityInvalid'),
    v.integer('pricelists:::errors::quantityInvalid'),
    v.minValue(1, 'pricelists:::errors::quantityInvalid'),
    v.maxValue(maxOrderAmount, 'pricelists:::errors::quantityInvalid'),
  ),
})
const ContactForm = v.object({ contact: OrderContact, ...OrderTerms.entries })
/** The contact step's fields as typed (the city shown beside the postcode follows it). */
interface ContactValues {
  contact: { name: string; street: string; phone: string; zip: string; email: string }
  note: string
  acceptTerms: boolean
}

/**
 * Ordering one line of a price list: the amount (companymodalamountattr), then the order form
 * (ajaxpagebestil → createpersonalizedwork). The order becomes a job with the company hired at the
 * listed price; the customer lands on their jobs with it open.
 */
export function OrderDialog({
  companyId,
  companyName,
  item,
  confirmThenOrder,
  confirmModal,
  onClose,
}: {
  companyId: number
  companyName: string
  item: PriceListItem
  confirmThenOrder: ConfirmThenOrder
  confirmModal: ReactNode
  onClose: () => void
}) {
  const { t } = useTranslation('pricelists')
  const [step, setStep] = useState<'amount' | 'contact'>('amount')
  // Each step's form lives only while the step is shown: the chosen amount and what was typed into the
  // contact step are kept here, so going back to change the amount loses neither.
  const [amount, setAmount] = useState(1)
  const [contact, setContact] = useState<ContactValues | null>(null)
  // While the order is on its way, the ×, Esc and a click outside wait like the way back does: closing
  // then would hide an order that is still being made (and that still lands on the jobs page).
  const [sending, setSending] = useState(false)
  return (
    <DialogCard
      title={t('amount::title', { name: item.name })}
      closeLabel={t('amount::cancel')}
      onClose={onClose}
      isDismissable={!sending}
      fullScreenOnPhone
    >
      {step === 'amount' ? (
        <AmountStep
          item={item}
          amount={amount}
          onNext={(chosen) => {
            setAmount(chosen)
            setStep('contact')
          }}
          onCancel={onClose}
        />
      ) : (
        <ContactStep
          companyId={companyId}
          companyName={companyName}
          item={item}
          amount={amount}
          typed={contact}
          confirmThenOrder={confirmThenOrder}
          onBack={(values) => {
            setContact(values)
            setStep('amount')
          }}
          onSending={setSending}
        />
      )}
      {confirmModal}
    </DialogCard>
  )
}

function AmountStep({
  item,
  amount: chosen,
  onNext,
  onCancel,
}: {
  item: PriceListItem
  /** The amount chosen before (1 at first). */
  amount: number
  onNext: (amount: number) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('pricelists')
  const form = useForm({
    initial: { amount: chosen as number | undefined },
    schema: AmountForm,
    submit: async (data) => onNext(data.amount),
  })
  const amount = form.values.amount ?? 0
  return (
    <Form form={form} aria-label={t('amount::title', { name: item.name })} className="flex flex-col gap-4">
      <FormSummary />
      <p className="m-0 text-ink-700">
        {item.unit ? `${item.unit} · ` : ''}
        {t('amount::unitPrice', { price: formatOre(item.amountOre) })}
      </p>
      <NumberField
        name="amount"
        label={t('amount::label')}
        minValue={1}
        maxValue={maxOrderAmount}
        isRequired
        autoFocus
      />
      <p className="m-0 text-lg font-semibold" aria-live="polite">
        {t('amount::total', { total: formatOre(item.amountOre * amount) })}
      </p>
      <DialogActions
        cancel={t('amount::cancel')}
        onCancel={onCancel}
        label={t('amount::next')}
        pendingLabel={t('amount::next')}
      />
    </Form>
  )
}

function ContactStep({
  companyId,
  companyName,
  item,
  amount,
  typed,
  confirmThenOrder,
  onBack,
  onSending,
}: {
  companyId: number
  companyName: string
  item: PriceListItem
  amount: number
  /** What was typed here before going back to the amount (null the first time). */
  typed: ContactValues | null
  confirmThenOrder: ConfirmThenOrder
  onBack: (typed: ContactValues) => void
  /** Told when the order starts and stops being sent (the dialog then may not be closed). */
  onSending: (sending: boolean) => void
}) {
  const { t } = useTranslation('pricelists')
  const router = useRouter()
  const queryClient = useQueryClient()
  const { data: me } = useQuery(meQuery())
  const user = me ?? null
  const form = useForm({
    initial: typed ?? {
      contact: {
        name: user?.name ?? '',
        street: '',
        phone: formatDanishPhone(user?.phone ?? ''),
        // A logged-in customer's own postcode (the contact is the person ordering; they may change it).
        zip: user?.zip ?? '',
        email: user?.email ?? '',
      },
      note: '',
      acceptTerms: false,
    },
    schema: ContactForm,
    stayPending: true,
    submit: async (data) => {
      const { contact, note, acceptTerms } = data
      const body = { companyId, itemId: item.id, amount, contact, note, acceptTerms }
      const result = await confirmThenOrder({
        email: data.contact.email,
        as: 'customer',
        submit: () => call(priceListsApi.order, { body }),
      })
      if (result.outcome === 'cancelled') return
      // A new account is logged in now: the jobs page must know before it checks who may see it.
      if (result.value.newAccount) await queryClient.invalidateQueries({ queryKey: meKey })
      notify({ type: 'success', note: t('form::done', { company: companyName }) })
      await router.navigate({ href: result.value.redirectTo })
    },
  })
  useEffect(() => onSending(form.pending), [form.pending, onSending])
  // Spec §9's price block: once the dialog is scrolled 132 px (the summary above has gone), the total and
  // the order button stay at the foot of the screen. Only `position` changes (the block keeps its place
  // and its size: nothing moves); `data-stuck` tells DialogCard to keep a field tabbed to above it.
  const threshold = useRef<HTMLSpanElement>(null)
  const stuck = useSentinelPlace(threshold) === 'above'
  // It slides in only when its buttons come from below the screen. Stuck while 'Send bestilling' is
  // already on screen (one jump to the foot of the form, as a tap's scroll-into-view does) it does not
  // slide: that would move the button away between a finger's press and its release, losing the tap.
  const buttons = useRef<HTMLDivElement>(null)
  const buttonsPlace = useSentinelPlace(buttons)
  const [slideIn, setSlideIn] = useState(false)
  const [wasStuck, setWasStuck] = useState(stuck)
  if (stuck !== wasStuck) {
    setWasStuck(stuck)
    setSlideIn(stuck && buttonsPlace === 'below')
  }
  return (
    <Form
      form={form}
      aria-label={t('form::title')}
      className="flex flex-col gap-4 [&_[data-field]_:is(input,textarea)]:scroll-mb-48"
    >
      <span
        ref={threshold}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 top-[132px] h-px w-px"
      />
      <FormSummary />
      <p className="m-0 rounded-lg bg-brand-50 px-3 py-2 font-semibold">
        {t('form::summary', {
          quantity: orderQuantity(amount, item.unit),
          name: item.name,
          total: formatOre(item.amountOre * amount),
        })}
      </p>
      <TextField name="contact.name" label={t('form::name')} autoComplete="name" isRequired autoFocus />
      <TextField name="contact.street" label={t('form::street')} autoComplete="street-address" isRequired />
      <ZipCityField name="contact.zip" cityName="contact.city" isRequired />
      <PhoneField name="contact.phone" label={t('form::phone')} isRequired />
      <EmailField name="contact.email" label={t('form::email')} isRequired />
      <TextAreaField name="note" label={t('form::note')} description={t('form::noteHint')} rows={3} />
      <p className="m-0 text-sm text-ink-700">{t('form::binding')}</p>
      <TermsField label={t('form::terms')} readLabel={t('form::readTerms')} />
      <div
        data-stuck={stuck}
        className={`-mx-5 -mb-5 flex flex-col gap-3 border-0 border-t border-solid bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:(-mx-6 -mb-6 px-6 pb-6) ${stuck ? 'sticky bottom-0 lg:-bottom-3 z-10 border-gray-200 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]' : 'border-transparent'} ${stuck && slideIn ? 'motion-safe:(animate-slide-in-up animate-duration-500 animate-ease-out)' : ''}`}
      >
        <p className="m-0 text-lg font-semibold">
          {t('amount::total', { total: formatOre(item.amountOre * amount) })}
        </p>
        <div ref={buttons}>
          <DialogActions
            back
            cancel={t('form::back')}
            onCancel={() => onBack(form.values)}
            label={t('form::submit')}
            pendingLabel={t('form::sending')}
          />
        </div>
      </div>
    </Form>
  )
}
