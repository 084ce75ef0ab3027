import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maxPriceOre } from '../../../../domain/rules/price-da'
import type { CompanyJob } from '../../../../domain/schemas/company-jobs'
import { maxOfferTextLength, OfferRequest } from '../../../../domain/schemas/company-jobs'
import { DateTimeField } from '../../../components/form/DateField'
import { DialogCardForm } from '../../../components/form/DialogCardForm'
import { MoneyField } from '../../../components/form/NumberField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { ApiFailure } from '../../../lib/api'
import { useSendOffer } from '../mutations'
import { offerActions } from './offer-actions'

interface OfferValues {
  priceOre: number | undefined
  text: string
  appointmentAt: number | undefined
}

/**
 * The bid (spec `modal_bid`; a full screen on phones): price typed in Danish kroner (the form holds øre),
 * the offer's text and an optional appointment. On a live offer it is the edit, prefilled, and says
 * that the new offer replaces the old one. The server's message comes back as a notification.
 */
export function BidModal({ job, onClose }: { job: CompanyJob; onClose: () => void }) {
  const { t } = useTranslation('firmjobs')
  const { edit } = offerActions(job)
  const send = useSendOffer(job)
  const live = edit ? job.contact : null
  // The plan's offers this month are used up: the way on is a bigger plan, and back to this job after.
  const [quotaUsed, setQuotaUsed] = useState(false)
  const form = useForm({
    initial: (): OfferValues => ({
      priceOre: live?.priceOre ?? undefined,
      text: live?.offerText ?? '',
      appointmentAt: live?.appointmentAt ?? undefined,
    }),
    schema: OfferRequest,
    input: (values: OfferValues) => ({ ...values, appointmentAt: values.appointmentAt ?? null }),
    submit: async (offer) => {
      try {
        await send(offer)
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'offer_quota') setQuotaUsed(true)
        throw error
      }
      onClose()
    },
  })
  return (
    <DialogCardForm
      form={form}
      title={t(edit ? 'bid::editTitle' : 'bid::title', { job: job.title })}
      cancel={t('bid::cancel')}
      closeLabel={t('detail::close')}
      onClose={onClose}
      label={t(edit ? 'bid::submitEdit' : 'bid::submit')}
      pendingLabel={t('bid::sending')}
      fullScreenOnPhone
    >
      {quotaUsed ? (
        <Link
          to="/firma/abonnement"
          search={{ jobid: job.id }}
          className="self-start font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t('bid::seePlans')}
        </Link>
      ) : null}
      {edit ? (
        <p className="m-0 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-700">{t('bid::replaces')}</p>
      ) : null}
      <MoneyField
        name="priceOre"
        label={t('bid::price')}
        description={t('bid::priceHint')}
        isRequired
        autoFocus
        minValue={100}
        maxValue={maxPriceOre}
      />
      <TextAreaField
        name="text"
        label={t('bid::text')}
        description={t('bid::textHint')}
        isRequired
        rows={6}
        maxLength={maxOfferTextLength}
      />
      <DateTimeField name="appointmentAt" label={t('bid::appointment')} />
    </DialogCardForm>
  )
}
