import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { contactNotesApi } from '../../../../domain/contract/contact-notes'
import {
  type ContactNote,
  ContactNoteBody,
  maxContactNoteLength,
} from '../../../../domain/schemas/contact-notes'
import { ErrorArea, Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { call } from '../../../lib/api'
import { formatDateTime } from '../../../lib/format'
import { contactNoteQuery, contactNotesKeys } from '../queries'

/**
 * sendcoment: the company's own note on a contact of its ('Ring efter kl. 16, kunden vil have egetræ'),
 * which only the company sees. 'Gem note' saves a note that says something (a blank one is refused with
 * the reason); 'Slet note' removes a saved one after a question. What happened is said in a status line.
 * `labelledBy` is the id of the heading of the part that holds it (the form is named by it).
 */
export function ContactNoteForm({ contactId, labelledBy }: { contactId: number; labelledBy: string }) {
  const { t } = useTranslation('firmjobs')
  const query = useQuery(contactNoteQuery(contactId))
  if (query.isError)
    return (
      <LoadFailed
        fallback={t('notes::loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  if (query.isPending) return <LoadingStatus>{t('notes::loading')}</LoadingStatus>
  return <NoteForm contactId={contactId} note={query.data.note} labelledBy={labelledBy} />
}

type Outcome = 'saved' | 'deleted' | null

function NoteForm({
  contactId,
  note,
  labelledBy,
}: {
  contactId: number
  note: ContactNote | null
  labelledBy: string
}) {
  const { t } = useTranslation('firmjobs')
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [asking, setAsking] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [deleteFailed, setDeleteFailed] = useState(false)
  const formRef = useRef<HTMLDivElement>(null)
  const params = { contactId: String(contactId) }
  const stored = (next: ContactNote | null) =>
    queryClient.setQueryData(contactNotesKeys.one(contactId), { note: next })
  const form = useForm({
    initial: { text: note?.text ?? '' },
    schema: ContactNoteBody,
    // A blank field while a note is saved: saving is not the way to remove it, 'Slet note' is.
    onFailure: (failure) =>
      note && failure.fields.text
        ? { ...failure, fields: { ...failure.fields, text: t('notes::errors::emptyHasDelete') } }
        : failure,
    submit: async (data) => {
      setOutcome(null)
      const saved = await call(contactNotesApi.save, { params, body: data })
      form.set('text', saved.text)
      stored(saved)
      setOutcome('saved')
    },
  })
  const remove = async () => {
    setDeleting(true)
    setDeleteFailed(false)
    try {
      await call(contactNotesApi.remove, { params })
      form.set('text', '')
      form.reset()
      stored(null)
      setOutcome('deleted')
      setAsking(false)
    } catch {
      setAsking(false)
      setDeleteFailed(true)
    }
    setDeleting(false)
  }
  // After a delete the button that opened the question is gone: once the question has closed (and
  // given the focus back to nothing), the note's field takes it.
  useEffect(() => {
    if (outcome !== 'deleted' || asking) return
    const frame = requestAnimationFrame(() => formRef.current?.querySelector('textarea')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [outcome, asking])
  // What was said stays while the text is what was saved; typing makes it stale.
  const said = outcome !== null && String(form.values.text) === (note?.text ?? '') ? outcome : null
  const field = { label: t('notes::label'), description: t('notes::help') }
  return (
    <div ref={formRef} className="flex flex-col gap-3">
      <Form form={form} aria-labelledby={labelledBy} className="flex flex-col gap-3">
        <FormSummary />
        <TextAreaField name="text" {...field} rows={4} maxLength={maxContactNoteLength} />
        <div className="flex flex-wrap items-center gap-2">
          <SubmitButton
            className="btn-primary h-11"
            label={t('notes::save')}
            pendingLabel={t('notes::saving')}
          />
          {note ? (
            <Button className="btn-secondary h-11" onPress={() => setAsking(true)}>
              {t('notes::delete')}
            </Button>
          ) : null}
        </div>
      </Form>
      <p
        role="status"
        className={said ? 'm-0 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900' : 'sr-only'}
      >
        {said ? t(`notes::${said}`) : null}
      </p>
      {note ? (
        <p className="m-0 text-sm text-ink-600">
          {t('notes::savedAt', { when: formatDateTime(note.updatedAt) })}
        </p>
      ) : null}
      <ErrorArea message={deleteFailed ? t('notes::deleteFailed') : null} />
      <ConfirmDialog
        title={t('notes::deleteTitle')}
        body={t('notes::deleteBody')}
        confirmClass="btn h-11 bg-red-700 text-white hover:bg-red-800"
        isOpen={asking}
        onOpenChange={(open) => {
          if (!deleting) setAsking(open)
        }}
        pending={deleting}
        onConfirm={() => void remove()}
        cancel={t('notes::deleteKeep')}
        confirm={t('notes::delete')}
        working={t('notes::deleting')}
      />
    </div>
  )
}
