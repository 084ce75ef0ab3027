import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { productName } from '../../../../domain/brand'
import { NewReview, type Reviewable } from '../../../../domain/schemas/reviews'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { SelectField } from '../../../components/form/SelectField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { reviewableQuery, reviewsCalls, reviewsKeys } from '../queries'
import { MyReviews } from './MyReviews'
import { StarRatingField } from './StarRatingField'

/**
 * `/bruger/anmeld`: the customer reviews a company that finished a job for them (from the job page,
 * the completion mail or a company's review invitation). With several jobs to review, a choice first.
 */
export function WriteReviewPage({ contactId, invitation }: { contactId?: number; invitation?: string }) {
  const { t } = useTranslation('reviews')
  useDocumentTitle(t('form::documentTitle'))
  const { data } = useSuspenseQuery(reviewableQuery(invitation))
  const [picked, setPicked] = useState<number | undefined>(contactId)
  const [done, setDone] = useState<{ slug: string; name: string } | null>(null)
  // The job page's link names one company: if that job cannot be reviewed (already reviewed), say so,
  // and never put another company's job in its place (the one other reviewable job used to be).
  const askedGone = contactId !== undefined && !data.items.some((item) => item.contactId === contactId)
  const current =
    data.items.find((item) => item.contactId === picked) ??
    (picked === undefined && data.items.length === 1 ? data.items[0] : undefined)

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 pb-10">
      <h1 tabIndex={-1} className="title-display">
        {t('form::title')}
      </h1>
      {askedGone && picked === contactId && !done ? (
        <p role="status" className="m-0 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {t('errors::alreadyReviewed')}
        </p>
      ) : null}
      {data.invitedBy && !done ? (
        <p className="m-0 text-ink-700">{t('form::invitedIntro', { company: data.invitedBy.name })}</p>
      ) : null}
      {done ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-solid border-brand-500 bg-brand-50 p-4"
        >
          <p className="m-0 font-semibold text-ink-900">{t('form::sent')}</p>
          <a href={`/${done.slug}`} className="btn-primary h-11 box-border self-start no-underline">
            {t('form::seeProfile', { company: done.name })}
          </a>
        </div>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="m-0 text-ink-700">
            {data.invitedBy
              ? t('form::nothingInvited', { company: data.invitedBy.name, brand: productName })
              : t('form::nothing')}
          </p>
          <Link to="/bruger/opgaver" className="btn-secondary h-11 box-border self-start no-underline">
            {t('form::toJobs')}
          </Link>
        </div>
      ) : current ? (
        <ReviewForm
          key={current.contactId}
          item={current}
          invitation={invitation}
          onDone={() => setDone({ slug: current.company.slug, name: current.company.name })}
        />
      ) : (
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
          <legend className="mb-2 font-semibold">{t('form::pick')}</legend>
          {data.items.map((item) => (
            <button
              key={item.contactId}
              type="button"
              className="btn-secondary h-auto min-h-11 justify-start text-left"
              onClick={() => setPicked(item.contactId)}
            >
              {t('form::pickItem', { company: item.company.name, job: item.jobTitle })}
            </button>
          ))}
        </fieldset>
      )}
      <MyReviews />
    </div>
  )
}

function ReviewForm({
  item,
  invitation,
  onDone,
}: {
  item: Reviewable
  invitation?: string
  onDone: () => void
}) {
  const { t } = useTranslation('reviews')
  const queryClient = useQueryClient()
  const form = useForm({
    initial: { rating: 0, title: '', text: '', categoryId: String(item.categoryId) as string | null },
    schema: NewReview,
    input: (values) => ({
      rating: values.rating,
      title: values.title,
      text: values.text,
      categoryId: values.categoryId ? Number(values.categoryId) : 0,
      ...(invitation ? { invitation } : {}),
    }),
    // No summary text of its own: the kit's 'Tjek de markerede felter.' leads, and each field says its
    // own error once, under it, the stars first (a summary of the spec's alert hid the fields' texts and
    // put 'Alle felter skal udfyldes.' above the rating's message).
    submit: async (data) => {
      await reviewsCalls.create(item.contactId, data)
      await queryClient.invalidateQueries({ queryKey: reviewsKeys.all })
      onDone()
    },
  })
  return (
    <Form
      form={form}
      className="flex flex-col gap-4 rounded-xl border border-solid border-gray-200 bg-white p-4 sm:p-6"
    >
      <p className="m-0 text-ink-700">
        {t('form::intro', { company: item.company.name, job: item.jobTitle })}
      </p>
      <FormSummary />
      <StarRatingField name="rating" label={t('form::rating')} />
      <TextField name="title" label={t('form::titleLabel')} isRequired maxLength={120} />
      <TextAreaField name="text" label={t('form::textLabel')} isRequired rows={6} maxLength={4000} />
      <SelectField
        name="categoryId"
        label={t('form::categoryLabel')}
        isRequired
        placeholder={t('form::choose')}
        options={item.categories.map((c) => ({ id: String(c.id), label: c.name }))}
      />
      <SubmitButton
        label={t('form::submit')}
        pendingLabel={t('form::submit')}
        className="btn-primary h-11 text-base sm:self-start"
      />
    </Form>
  )
}
