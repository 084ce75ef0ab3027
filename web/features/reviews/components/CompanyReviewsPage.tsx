import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { extractReviewEmails } from '../../../../domain/rules/reviews'
import { type Review, ReviewComment, ReviewInvitationRequest } from '../../../../domain/schemas/reviews'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { PagePart } from '../../../components/ui/PagePart'
import { Pager } from '../../../components/ui/Pager'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { companyReviewsQuery, reviewsCalls, reviewsKeys } from '../queries'
import { ConfirmWithdraw } from './ConfirmWithdraw'
import { ReviewItem } from './ReviewItem'
import { formatAverage, Stars } from './Stars'

/** `/firma/anmeldelser`: my reviews with a reply under each, and review invitations (sendemailreview). */
export function CompanyReviewsPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('reviews')
  useDocumentTitle(t('company::documentTitle'))
  const { data } = useSuspenseQuery(companyReviewsQuery(page))
  const { rating, reviews, quota } = data
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 pb-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 tabIndex={-1} className="title-tool">
            {t('company::title')}
          </h1>
          <p className="m-0 flex flex-wrap items-center gap-2 text-ink-900">
            {rating.average !== null ? (
              <>
                <Stars rating={rating.average} />
                {t('profile::summary', {
                  average: formatAverage(rating.average, i18n.language),
                  count: rating.count,
                })}
              </>
            ) : (
              t('profile::noReviews')
            )}
          </p>
        </div>
        <a href={`/${data.slug}`} className="btn-secondary h-11 box-border no-underline">
          {t('company::viewProfile')}
        </a>
      </header>

      <InviteReviews
        quotaText={t('company::quota', {
          month: quota.monthSent,
          monthLimit: quota.monthLimit,
          day: quota.daySent,
          dayLimit: quota.dayLimit,
        })}
      />

      <PagePart id="company-reviews" title={`${t('profile::reviewsTitle')} (${reviews.total})`}>
        {reviews.items.length === 0 ? <p className="m-0 text-ink-700">{t('company::none')}</p> : null}
        {reviews.items.map((review) => (
          <ReviewItem key={review.id} review={review} company="" reply={<ReplyForm review={review} />} />
        ))}
        <Pager
          label={t('profile::pagination')}
          page={reviews.page}
          pageCount={reviews.pageCount}
          onPage={onPage}
        />
      </PagePart>
    </div>
  )
}

/**
 * No control a person moved to has focus: the one that had it was removed or disabled (focus on <body>),
 * or focus was parked where the page puts it (the heading, tabIndex -1, which takes lost focus for a
 * moment after a navigation).
 */
function focusLost() {
  const active = document.activeElement
  return !(active instanceof HTMLElement) || active === document.body || active.tabIndex < 0
}

/** comment_new_review: the reply under one review; an empty reply is never sent. */
function ReplyForm({ review }: { review: Review }) {
  const { t } = useTranslation('reviews')
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(review.comment === null)
  const [deleting, setDeleting] = useState(false)
  // Each of Send svar, Ret svar and a confirmed Slet svar swaps the control that had focus for the other
  // view: focus goes to that view's first control (Ret svar, or the reply's field), not to <body>. Only
  // focus that was lost: a person who moved on while the reply was saved keeps theirs.
  const box = useRef<HTMLDivElement>(null)
  const [focusTo, setFocusTo] = useState<'button' | 'textarea' | null>(null)
  useEffect(() => {
    if (focusTo === null) return
    setFocusTo(null)
    if (focusLost()) box.current?.querySelector<HTMLElement>(focusTo)?.focus()
  }, [focusTo])
  const form = useForm({
    initial: { comment: review.comment ?? '' },
    schema: ReviewComment,
    submit: async (data) => {
      await reviewsCalls.comment(review.id, data.comment)
      notify({ type: 'success', note: t('company::replySaved') })
      setEditing(false)
      setFocusTo('button')
      await queryClient.invalidateQueries({ queryKey: reviewsKeys.all })
    },
  })
  return (
    <div ref={box}>
      {editing ? (
        <Form form={form} className="mt-1 flex flex-col gap-2">
          <TextAreaField name="comment" label={t('company::replyLabel')} rows={3} maxLength={2000} />
          <SubmitButton
            label={t('company::replySubmit')}
            pendingLabel={t('company::replySubmit')}
            isDisabled={String(form.values.comment).trim() === ''}
            className="btn-primary h-10 self-start text-sm"
          />
        </Form>
      ) : (
        <div className="mt-1 flex flex-col gap-2 rounded-lg bg-gray-50 px-3 py-2">
          <p className="m-0 text-sm font-bold text-ink-900">{t('company::replyLabel')}</p>
          <p className="m-0 whitespace-pre-line text-ink-900">{review.comment}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary h-10 text-sm"
              onClick={() => {
                setEditing(true)
                setFocusTo('textarea')
              }}
            >
              {t('company::replyEdit')}
            </button>
            <button type="button" className="btn-secondary h-10 text-sm" onClick={() => setDeleting(true)}>
              {t('company::replyDelete')}
            </button>
          </div>
          {deleting ? (
            <ConfirmWithdraw
              title={t('company::replyDeleteTitle')}
              confirmLabel={t('company::replyDeleteConfirm')}
              keepLabel={t('company::replyDeleteKeep')}
              onClose={() => setDeleting(false)}
              onConfirm={async () => {
                await reviewsCalls.withdrawComment(review.id)
                setDeleting(false)
                form.set('comment', '')
                setEditing(true)
                setFocusTo('textarea')
                notify({ type: 'success', note: t('company::replyDeleted') })
                await queryClient.invalidateQueries({ queryKey: reviewsKeys.all })
              }}
            >
              <p className="m-0">{t('company::replyDeleteBody')}</p>
            </ConfirmWithdraw>
          ) : null}
        </div>
      )}
    </div>
  )
}

/** sendemailreview: pasted text → the addresses found (shown as you type) → 'Mailen er sendt..'. */
function InviteReviews({ quotaText }: { quotaText: string }) {
  const { t } = useTranslation('reviews')
  const queryClient = useQueryClient()
  const field = useRef<HTMLDivElement>(null)
  const form = useForm({
    initial: { text: '' },
    schema: ReviewInvitationRequest,
    submit: async (data) => {
      await reviewsCalls.invite(data.text)
      notify({ type: 'success', note: t('company::sent') })
      form.set('text', '')
      // The emptied text finds no address, which disables Send invitationer and drops its focus to
      // <body>: the text field, ready for the next customers, takes it.
      if (focusLost()) field.current?.querySelector('textarea')?.focus()
      await queryClient.invalidateQueries({ queryKey: reviewsKeys.all })
    },
  })
  const found = useMemo(() => extractReviewEmails(String(form.values.text)), [form.values.text])
  return (
    <Section stack id="invite-reviews" title={t('company::inviteTitle')}>
      <p className="m-0 text-ink-700">{t('company::inviteHelp')}</p>
      <Form form={form} className="flex flex-col gap-3">
        <FormSummary />
        <div ref={field}>
          <TextAreaField name="text" label={t('company::inviteLabel')} rows={5} />
        </div>
        <p className="m-0 text-sm text-ink-700" aria-live="polite">
          {found.length === 0
            ? t('company::foundNone')
            : t('company::found', { count: found.length, list: found.join(', ') })}
        </p>
        <SubmitButton
          label={t('company::inviteSubmit')}
          pendingLabel={t('company::inviteSubmit')}
          isDisabled={found.length === 0}
          className="btn-primary h-11 text-base sm:self-start"
        />
        <p className="m-0 text-sm text-ink-700">{quotaText}</p>
      </Form>
    </Section>
  )
}
