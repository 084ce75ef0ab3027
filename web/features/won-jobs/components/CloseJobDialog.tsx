import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import {
  CancelRequest,
  type CloseOutcome,
  CompleteRequest,
  cancelReasons,
  maxCloseReasonLength,
} from '../../../../domain/schemas/won-jobs'
import { DialogCardForm } from '../../../components/form/DialogCardForm'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { SelectField } from '../../../components/form/SelectField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { notify } from '../../../components/ui/toast/toast-queue'
import { useCloseWonJob } from '../mutations'

/** The dialog's schema: the first choice picks the call, and the API's own schema checks the rest. */
const CloseSchema = v.variant(
  'outcome',
  [
    v.object({ outcome: v.literal('completed'), ...CompleteRequest.entries }),
    v.object({ outcome: v.literal('cancelled'), ...CancelRequest.entries }),
  ],
  'wonjobs:::errors::outcomeRequired',
)

interface CloseValues {
  outcome: CloseOutcome | ''
  price: string
  optionSelect: string | null
  optionNewOne: string
  optionNewTwo: string
  text: string
}

/**
 * The close-job dialog (spec: balance/close job modal; update_balans_company and refused_to_work): the
 * first choice says how the job ended. Completed asks for the price in Danish kroner ('12.500,50');
 * cancelled asks for the Close-job choices and a reason, and then waits for an administrator. A missing
 * price says 'Please describe why the job was cancelled' and a gap in the cancellation 'Please fill out
 * all fields before submitting', as the spec quotes them; a refusal from the server shows its message and
 * the button says 'Ok' again.
 */
export function CloseJobDialog({
  contactId,
  jobTitle,
  onClose,
}: {
  contactId: number
  jobTitle: string
  onClose: () => void
}) {
  const { t } = useTranslation('wonjobs')
  const close = useCloseWonJob(contactId)
  const form = useForm({
    initial: (): CloseValues => ({
      outcome: '',
      price: '',
      optionSelect: null,
      optionNewOne: '',
      optionNewTwo: '',
      text: '',
    }),
    schema: CloseSchema,
    input: (values: CloseValues) =>
      values.outcome === 'completed'
        ? { outcome: values.outcome, price: values.price }
        : {
            outcome: values.outcome,
            optionSelect: values.optionSelect ?? '',
            optionNewOne: values.optionNewOne,
            optionNewTwo: values.optionNewTwo,
            text: values.text,
          },
    // The spec's alerts, once in the summary: the price's own text (missing or malformed), else 'fill out
    // all fields' (each field under it says what it needs).
    invalidMessage: (errors, values) =>
      values.outcome === 'completed' ? (errors.price ?? t('errors::priceRequired')) : t('errors::fillAll'),
    submit: async (_, values) => {
      if (values.outcome === 'completed') {
        await close.complete({ price: values.price })
        notify({ type: 'success', note: t('close::completedToast') })
      } else {
        await close.cancel({
          optionSelect: values.optionSelect ?? '',
          optionNewOne: values.optionNewOne,
          optionNewTwo: values.optionNewTwo,
          text: values.text,
        } as CancelRequest)
        notify({ type: 'success', note: t('close::cancelledToast') })
      }
      onClose()
    },
  })
  const outcome = form.values.outcome
  return (
    <DialogCardForm
      form={form}
      title={t('close::title', { job: jobTitle })}
      intro={<p className="m-0 text-ink-700">{t('close::lead')}</p>}
      cancel={t('close::cancel')}
      onClose={onClose}
      label={t('close::ok')}
      pendingLabel={t('close::sending')}
      fullScreenOnPhone
    >
      <CloseFields outcome={outcome} />
    </DialogCardForm>
  )
}

/** The dialog's fields: how the job ended, then what that outcome asks for. */
function CloseFields({ outcome }: { outcome: CloseValues['outcome'] }) {
  const { t } = useTranslation('wonjobs')
  const yesNo = [
    { id: 'yes', label: t('close::yes') },
    { id: 'no', label: t('close::no') },
  ]
  return (
    <>
      <RadioGroupField
        name="outcome"
        label={t('close::outcome')}
        isRequired
        autoFocus
        options={[
          { id: 'completed', label: t('close::completed') },
          { id: 'cancelled', label: t('close::cancelled') },
        ]}
      />
      {outcome === 'completed' ? (
        <TextField
          name="price"
          label={t('close::price')}
          description={t('close::priceHint')}
          autoComplete="off"
          isRequired
          maxLength={20}
        />
      ) : null}
      {outcome === 'cancelled' ? (
        <>
          <SelectField
            name="optionSelect"
            label={t('close::optionSelect')}
            placeholder={t('close::choose')}
            isRequired
            options={cancelReasons.map((id) => ({ id, label: t(`close::reasons::${id}`) }))}
          />
          <RadioGroupField
            name="optionNewOne"
            label={t('close::optionNewOne')}
            isRequired
            options={yesNo}
            inline
          />
          <RadioGroupField
            name="optionNewTwo"
            label={t('close::optionNewTwo')}
            isRequired
            options={yesNo}
            inline
          />
          <TextAreaField
            name="text"
            label={t('close::text')}
            isRequired
            rows={4}
            maxLength={maxCloseReasonLength}
          />
        </>
      ) : null}
    </>
  )
}
