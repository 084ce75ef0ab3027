import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { messagesApi } from '../../../../domain/contract/messages'
import { maxMessageLength, NewMessageRequest } from '../../../../domain/schemas/messages'
import { DialogForm } from '../../../components/form/DialogForm'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { MenuButton, MenuButtonItem } from '../../../components/ui/MenuButton'
import { ModalCard } from '../../../components/ui/ModalCard'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { messageKeys, threadQuery } from '../queries'

export interface DeclineControlProps {
  contactId: number
  /** The lifecycle allows the customer's `decline` on this contact (`allowedActions`). */
  allowed: boolean
  /** The offer was declined here: the page shows the declined state's actions at once. */
  onDeclined?: () => void
}

/**
 * The customer's 'nej tak' to one offer (spec: Bid decline): a menu with the preset 'Tak, men nej tak.'
 * and 'Skriv din egen besked', which opens a dialog for their own text. Either declines the offer and
 * sends the text in one call; then the control stays disabled (also after the company's reply). It knows
 * the decline from its own call or from the thread in the cache (the composed MessageThread loads it).
 */
export function DeclineControl({ contactId, allowed, onDeclined }: DeclineControlProps) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const [declined, setDeclined] = useState(false)
  const [writing, setWriting] = useState(false)
  // Only what is cached: fetching the thread would mark its messages read without anyone opening it.
  const cached = useQuery({ ...threadQuery(contactId), enabled: false }).data
  const done = declined || cached?.declined === true

  const finish = async () => {
    setDeclined(true)
    setWriting(false)
    onDeclined?.()
    notify({ type: 'success', note: t('decline::done') })
    await queryClient.invalidateQueries({ queryKey: messageKeys.thread(contactId) })
  }
  const preset = useMutation({
    mutationFn: () =>
      call(messagesApi.send, {
        params: { contactId: String(contactId) },
        body: { msg: t('decline::preset'), option: 'decline' },
      }),
    onSuccess: finish,
    onError: notifyFailure,
  })

  // Declined: the control stays, disabled, saying so. Never declinable here (hired, withdrawn): none.
  if (done)
    return (
      <Button isDisabled className="btn-secondary h-11">
        {t('decline::declined')}
      </Button>
    )
  if (!allowed) return null

  return (
    <>
      <MenuButton
        isDisabled={preset.isPending}
        className="btn-secondary h-11"
        menuLabel={t('decline::trigger')}
        onAction={(key) => {
          if (key === 'preset') preset.mutate()
          else setWriting(true)
        }}
        items={
          <>
            <MenuButtonItem id="preset">{t('decline::preset')}</MenuButtonItem>
            <MenuButtonItem id="custom">{t('decline::custom')}</MenuButtonItem>
          </>
        }
      >
        {t('decline::trigger')}
      </MenuButton>
      <ModalCard width="max-w-lg" isOpen={writing} onOpenChange={setWriting}>
        {({ close }) => <CustomDecline contactId={contactId} close={close} onDone={finish} />}
      </ModalCard>
    </>
  )
}

/** The spec's 'nej tak' custom message modal: mounted with the dialog, so closing it forgets the text. */
function CustomDecline({
  contactId,
  close,
  onDone,
}: {
  contactId: number
  close: () => void
  onDone: () => Promise<void>
}) {
  const { t } = useTranslation('messages')
  const form = useForm({
    initial: { msg: '' },
    schema: NewMessageRequest,
    input: (values) => ({ msg: values.msg, option: 'decline' }),
    submit: async (data) => {
      await call(messagesApi.send, { params: { contactId: String(contactId) }, body: data })
      await onDone()
    },
  })
  return (
    <DialogForm
      form={form}
      title={t('decline::dialogTitle')}
      intro={<p className="m-0 text-ink-700">{t('decline::dialogBody')}</p>}
      cancel={t('decline::cancel')}
      onCancel={close}
      label={t('decline::submit')}
      pendingLabel={t('decline::sending')}
    >
      <TextAreaField name="msg" label={t('decline::label')} rows={4} maxLength={maxMessageLength} autoFocus />
    </DialogForm>
  )
}
