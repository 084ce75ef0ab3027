import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { NewTopUp } from '../../../../domain/schemas/money'
import { DialogCardForm } from '../../../components/form/DialogCardForm'
import { MoneyField } from '../../../components/form/NumberField'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { useForm } from '../../../components/form/use-form'
import { startTopUp } from '../queries'

interface Values {
  amountOre: number | undefined
  method: string
}

/**
 * 'Indsæt penge': a button that opens the top-up form (amount in kroner, card or MobilePay) and sends
 * the browser on to the payment provider. `returnJobId` is the job the company came from: the return
 * page offers the way back to it.
 */
export function TopUpDialog({
  returnJobId,
  className = 'btn-primary h-11 px-5',
}: {
  returnJobId?: number
  className?: string
}) {
  const { t } = useTranslation(['topup', 'money'])
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button className={className} onPress={() => setOpen(true)}>
        {t('dialog::open')}
      </Button>
      {open ? <TopUpForm returnJobId={returnJobId} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

/** The dialog's form: mounted with the dialog, so closing it forgets what was typed. */
function TopUpForm({ returnJobId, onClose }: { returnJobId?: number; onClose: () => void }) {
  const { t } = useTranslation(['topup', 'money'])
  // No min/max on the field: React Aria would silently clamp 20 to 50; the schema says why instead.
  const form = useForm({
    initial: { amountOre: undefined, method: 'card' } as Values,
    schema: NewTopUp,
    input: (values: Values) => ({
      amountOre: values.amountOre,
      method: values.method,
      ...(returnJobId ? { returnJobId } : {}),
    }),
    submit: async (body) => {
      const started = await startTopUp(body)
      window.location.assign(started.redirectUrl)
    },
    // The browser is leaving for the provider: keep the button busy until it has.
    stayPending: true,
  })
  return (
    <DialogCardForm
      form={form}
      title={t('dialog::title')}
      cancel={t('dialog::cancel')}
      closeLabel={t('dialog::close')}
      onClose={onClose}
      label={t('dialog::submit')}
      pendingLabel={t('dialog::pending')}
      width="max-w-md"
    >
      <MoneyField
        name="amountOre"
        label={t('dialog::amount')}
        description={t('dialog::amountHint')}
        isRequired
        autoFocus
      />
      <RadioGroupField
        name="method"
        label={t('dialog::method')}
        isRequired
        options={[
          { id: 'card', label: t('dialog::card'), hint: t('dialog::cardHint') },
          { id: 'mobilepay', label: t('dialog::mobilepay'), hint: t('dialog::mobilepayHint') },
        ]}
      />
      <p className="m-0 text-sm text-ink-600">{t('dialog::note')}</p>
    </DialogCardForm>
  )
}
