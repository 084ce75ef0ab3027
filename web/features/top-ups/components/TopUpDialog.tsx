import { useState } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { NewTopUp } from '../../../../domain/schemas/money'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
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
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className={className}>{t('dialog::open')}</Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 p-3 sm:items-center"
      >
        <Modal className="w-full max-w-md rounded-xl bg-white shadow-2xl outline-none">
          <Dialog className="flex flex-col gap-4 p-5 outline-none sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <Heading slot="title" className="m-0 text-xl font-bold text-balance">
                {t('dialog::title')}
              </Heading>
              <Button
                slot="close"
                aria-label={t('dialog::close')}
                className="-mr-2 -mt-2 h-10 w-10 shrink-0 inline-flex items-center justify-center rounded-lg border-0 bg-transparent text-ink-500 cursor-pointer hover:(bg-gray-100 text-ink-900) focus-visible:(outline-2 outline-brand-500)"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Button>
            </div>
            <TopUpForm returnJobId={returnJobId} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

function TopUpForm({ returnJobId }: { returnJobId?: number }) {
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
    <Form form={form} className="flex flex-col gap-4" aria-label={t('dialog::title')}>
      <FormSummary />
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button slot="close" className="btn-secondary h-11 px-5">
          {t('dialog::cancel')}
        </Button>
        <SubmitButton
          label={t('dialog::submit')}
          pendingLabel={t('dialog::pending')}
          className="btn-primary h-11 px-5 text-base"
        />
      </div>
    </Form>
  )
}
