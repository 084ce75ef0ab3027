import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { postJobApi } from '../../../../domain/contract/jobs'
import type { CategoryDetail } from '../../../../domain/schemas/catalog'
import type { PostJobResponse } from '../../../../domain/schemas/jobs'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { useForm } from '../../../components/form/use-form'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import type { ConfirmThenSubmit } from '../../../lib/confirm-then-submit'
import { meKey, useMe } from '../../../lib/session'
import {
  type CreateJobValues,
  clearDraft,
  emptyValues,
  firstTitle,
  postDespiteUnknownCompany,
  readDraft,
  requestOf,
  stepHasRequired,
  stepInput,
  stepOfField,
  stepSchema,
  stepsOf,
  writeDraft,
} from '../create-job.logic'
import { CreateJobContact } from './CreateJobContact'
import { CreateJobDetails } from './CreateJobDetails'
import { CreateJobQuestions } from './CreateJobQuestions'
import { newAccountState } from './NewAccountNotice'
import { SendCompanyNote } from './SendCompanyNote'

/** The profile confirmation a logged-out visitor's job goes through. */
export type ConfirmThenPost = ConfirmThenSubmit<PostJobResponse>

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage)

/**
 * Post a job, step by step after the category: its questions → the job (title, description, postcode,
 * when) → contact data (logged out only). Each step is checked by its shared schema before the next;
 * what is typed is kept per category in the tab's sessionStorage (back, reload), and a server error
 * takes the person to the step of its field.
 */
export function CreateJobForm({
  category,
  title,
  sendCompany,
  confirmThenPost,
  confirmModal,
}: {
  category: CategoryDetail
  /** `word` or `search`: what the visitor searched for, the job's first title. */
  title?: string
  sendCompany?: string
  confirmThenPost: ConfirmThenPost
  confirmModal: ReactNode
}) {
  const { t } = useTranslation('createjob')
  const { me } = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const steps = stepsOf(category, me ? me.role : null)
  // The step is in the history entry's state: each 'Næste' is an entry of its own (same address), so the
  // browser's Back and Forward move between the steps, not out of the form; a reload keeps the entry's
  // step. Read once the page is the app's (the server renders the first step, as the HTML it sends).
  const router = useRouter()
  const [mounted, setMounted] = useState(false)
  const shownInHistory = useRouterState({
    select: (s) => (s.location.state as { createJobStep?: number }).createJobStep,
  })
  const stepIndex = mounted ? (shownInHistory ?? 0) : 0
  const setStepIndex = (next: number, how: 'push' | 'replace' = 'push') =>
    void navigate({
      to: '.',
      search: true,
      params: true,
      replace: how === 'replace',
      resetScroll: false,
      // `createJobFrom` marks an entry 'Næste' made, so 'Tilbage' can go back in the history instead of adding to it.
      state: (s) => ({ ...s, createJobStep: next, createJobFrom: how === 'push' ? index : undefined }),
    })
  const index = Math.min(stepIndex, steps.length - 1)
  const step = steps[index] ?? 'details'
  const last = index === steps.length - 1
  const notCustomer = Boolean(me && me.role !== 'customer')
  const restored = useRef(false)
  const posted = useRef(false)

  const form = useForm<CreateJobValues, ReturnType<typeof stepSchema>>({
    initial: () => emptyValues(title),
    schema: stepSchema(step, category),
    input: (values) => stepInput(step, values),
    submit: async (_data, values) => {
      if (!last) {
        setStepIndex(index + 1)
        return
      }
      const body = requestOf(category, values, {
        loggedIn: Boolean(me),
        ...(sendCompany ? { sendCompany } : {}),
      })
      let companyDropped = false
      const result = await confirmThenPost({
        email: values.contact.email,
        as: 'customer',
        submit: async () => {
          const sent = await postDespiteUnknownCompany(body, (b) => call(postJobApi.post, { body: b }))
          companyDropped = sent.companyDropped
          return sent.value
        },
      })
      if (result.outcome === 'cancelled') return
      clearDraft(session(), category.slug)
      posted.current = true
      if (result.value.newAccount) await queryClient.invalidateQueries({ queryKey: meKey })
      notify({ type: 'success', note: t(companyDropped ? 'form::postedCompanyGone' : 'form::posted') })
      // A profile made for this job: the page she lands on says where its set-password e-mail went.
      await navigate({
        href: result.value.redirectTo,
        ...(result.value.newAccount ? { state: (s) => ({ ...s, ...newAccountState }) } : {}),
      })
    },
    onFailure: (failure) => {
      // Show the first wrong field where it can be fixed (the server checks every step at once).
      const first = Object.keys(failure.fields)[0]
      const target = first ? steps.indexOf(stepOfField(first)) : -1
      if (target >= 0 && target !== index) setStepIndex(target)
      return failure
    },
  })

  // The draft: read once after hydration (the server renders the empty form), then kept on every change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount (the route keys the page by its category)
  useEffect(() => {
    const draft = readDraft(session(), category.slug)
    if (draft) {
      for (const [key, value] of Object.entries(draft.values)) form.set(key, value)
      if (!draft.values.title && title) form.set('title', firstTitle(title))
      // A fresh entry opens the draft's step (as before); an entry with a step (reload, Back) keeps its own.
      if (shownInHistory === undefined && draft.step > 0) setStepIndex(draft.step, 'replace')
    }
    restored.current = true
    setMounted(true)
  }, [])
  useEffect(() => {
    if (restored.current && !posted.current)
      writeDraft(session(), category.slug, { step: index, values: form.values })
  }, [category.slug, index, form.values])

  // A new step: its heading takes the focus (and the screen scrolls to it), not on the first render.
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    heading.current?.focus()
  }, [step])

  return (
    <div className="flex flex-col gap-6">
      <ol aria-label={t('steps::progress')} className="m-0 flex list-none flex-wrap gap-2 p-0 text-sm">
        <li>
          <Link
            to="/createjob"
            search={{
              ...(title ? { word: title } : {}),
              ...(sendCompany ? { sendcompany: sendCompany } : {}),
            }}
            className="inline-flex rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700"
          >
            {t('form::changeCategory')}
          </Link>
        </li>
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i === index ? 'step' : undefined}
            className={`inline-flex rounded-full px-3 py-1 ${
              i === index
                ? 'bg-brand-600 font-semibold text-white'
                : i < index
                  ? 'bg-gray-100 text-ink-900'
                  : 'bg-gray-50 text-ink-500'
            }`}
          >
            {`${i + 1}. ${t(`steps::${s}`)}`}
          </li>
        ))}
      </ol>

      <Form form={form} aria-labelledby="createjob-step-title" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <p className="m-0 text-sm text-ink-500">
            {t('steps::label', { current: index + 1, total: steps.length })}
          </p>
          <h2
            id="createjob-step-title"
            ref={heading}
            tabIndex={-1}
            className="m-0 text-xl font-bold text-ink-900 outline-none"
          >
            {step === 'questions'
              ? t('questions::title')
              : step === 'details'
                ? t('details::title')
                : t('contact::title')}
          </h2>
        </div>
        {sendCompany ? <SendCompanyNote slug={sendCompany} /> : null}
        {notCustomer ? (
          <p role="note" className="m-0 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('errors::notCustomer')}
          </p>
        ) : null}
        {step === 'questions' ? <CreateJobQuestions category={category} /> : null}
        {step === 'details' ? <CreateJobDetails /> : null}
        {step === 'contact' ? <CreateJobContact /> : null}
        {last && me && !notCustomer ? (
          <p className="m-0 text-sm text-ink-700">
            {t('contact::asMember', { name: me.name, email: me.email ?? '' })}
          </p>
        ) : null}
        {stepHasRequired(step, category) ? (
          <p className="m-0 text-sm text-ink-500">{t('questions::requiredNote')}</p>
        ) : null}
        <FormSummary />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {index > 0 ? (
            <Button
              onPress={() => {
                // Back to the step before: the history's entry when 'Næste' made this one, else a new one.
                const from = (router.state.location.state as { createJobFrom?: number }).createJobFrom
                if (from === index - 1) router.history.back()
                else setStepIndex(index - 1, 'replace')
              }}
              isDisabled={form.pending}
              className="btn-secondary h-11 text-base"
            >
              {t('form::back')}
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton
            label={last ? t('form::submit') : t('form::next')}
            pendingLabel={last ? t('form::submitting') : t('form::next')}
            isDisabled={last && notCustomer}
            className="btn-primary h-11 text-base sm:min-w-40"
          />
        </div>
      </Form>
      {confirmModal}
    </div>
  )
}
