import i18next from 'i18next'
import { useRef, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { authApi } from '../../../../domain/contract/auth'
import { cvrApi } from '../../../../domain/contract/cvr'
import { CompanySignupRequest, Cvr, type CvrLookup } from '../../../../domain/schemas/auth'
import { DialogActions, Form, FormHeading, FormSummary, Spinner } from '../../../components/form/Form'
import type { FieldErrors } from '../../../components/form/form.logic'
import { TermsNote } from '../../../components/form/TermsNote'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { DigitsField } from '../../../components/form/TextField'
import { atLeast, useForm } from '../../../components/form/use-form'
import { call } from '../../../lib/api'
import { CategoryPicker } from './CategoryPicker'
import { ChoiceCards } from './ChoiceCards'
import {
  CompanyDetailsFields,
  type CompanyDraft,
  companyStep1Fields,
  emptyCompany,
  useSignedUp,
} from './signup-shared'

/** Spec section 9: the without-CVR form submits after 1000 ms; the loader shows at least that long. */
const withoutCvrSubmitDelayMs = 1000

/** Company sign-up: the choice with/without CVR and the two flows. Unmounting clears everything. */
export function CompanySignup() {
  const { t } = useTranslation('signup')
  const [mode, setMode] = useState<'with' | 'without'>('with')
  return (
    <div className="flex flex-col gap-5">
      <FormHeading title={t('company::heading')} lead={t('company::hint')} />
      <ChoiceCards
        name="cvrChoice"
        stackOnNarrow
        label={t('company::cvrChoice')}
        value={mode}
        onChange={setMode}
        choices={[
          { id: 'with', label: t('company::withCvr') },
          { id: 'without', label: t('company::withoutCvr') },
        ]}
      />
      {mode === 'with' ? <CvrSignup /> : <WithoutCvrForm />}
    </div>
  )
}

const CvrForm = v.object({ cvr: Cvr })

/** Only the categories are missing: say which, instead of "check the marked fields". */
function invalidMessage(errors: FieldErrors): string {
  const onlyCategories = Object.keys(errors).every((path) => path.startsWith('categoryIds'))
  return i18next.t(onlyCategories ? 'signup:::company::categoriesRequired' : 'signup:::fixFields')
}

/**
 * CVR look-up form; on success the new-company form opens in a static modal. One field: its error (the
 * server's answer too) shows on it and it gets focus, so no separate summary repeats the text.
 */
function CvrSignup() {
  const { t } = useTranslation(['signup', 'auth'])
  const [found, setFound] = useState<CvrLookup | null>(null)
  const form = useForm({
    initial: { cvr: '' },
    schema: CvrForm,
    submit: async (data) => setFound(await call(cvrApi.lookup, { params: { cvr: data.cvr } })),
    onFailure: (failure) =>
      failure.fields.cvr ? failure : { fields: { cvr: failure.message }, message: failure.message },
  })

  return (
    <>
      <Form
        form={form}
        aria-label={t('company::withCvr')}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        {/* Spec section 4: while looking up, the progress shows, the input is hidden, the button disabled. */}
        {form.pending ? (
          <p role="status" className="m-0 flex h-11 flex-1 items-center gap-2 text-ink-700 sm:mt-6">
            <Spinner className="h-5 w-5 text-brand-500" /> {t('company::lookingUp')}
          </p>
        ) : (
          <DigitsField
            name="cvr"
            label={t('company::cvr')}
            description={t('company::cvrHint')}
            length={8}
            className="flex flex-1 flex-col gap-1"
          />
        )}
        <Button type="submit" isDisabled={form.pending} className="btn-primary text-base h-11 sm:mt-6">
          {t('company::lookup')}
        </Button>
      </Form>
      {found ? <NewCompanyModal lookup={found} onBack={() => setFound(null)} /> : null}
    </>
  )
}

/**
 * The new-company form (spec: a static modal, no keyboard or outside close), prefilled from the CVR
 * look-up. Submitting hides the submit button, shows progress and disables the back button.
 */
function NewCompanyModal({ lookup, onBack }: { lookup: CvrLookup; onBack: () => void }) {
  const { t } = useTranslation(['signup', 'auth'])
  const signedUp = useSignedUp()
  const form = useForm({
    initial: (): CompanyDraft => ({
      ...emptyCompany,
      companyName: lookup.name,
      address: lookup.address,
      zip: lookup.zip,
    }),
    schema: CompanySignupRequest,
    input: (values) => ({ ...values, withCvr: true, cvr: lookup.cvr }),
    invalidMessage,
    submit: async (data) => signedUp(await call(authApi.signupCompany, { body: data }), 'company'),
    stayPending: true,
  })

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/50 p-0 sm:p-4"
    >
      <Modal className="flex h-[100dvh] w-full max-w-2xl flex-col overflow-hidden bg-white shadow-2xl outline-none sm:(h-auto max-h-[calc(100dvh-2rem)] rounded-xl)">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <Form form={form} className="flex min-h-0 flex-1 flex-col">
            <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 sm:p-6">
              <div>
                <Heading slot="title" className="m-0 text-xl font-bold">
                  {t('newCompany::title')}
                </Heading>
                <p className="m-0 mt-1 text-ink-700">{t('newCompany::lead')}</p>
                <p className="m-0 mt-1 text-sm text-ink-500">
                  {t('newCompany::cvrLabel', { cvr: lookup.cvr })}
                </p>
              </div>
              <FormSummary />
              <CompanyDetailsFields isDisabled={form.pending} />
              <CompanyTradeFields isDisabled={form.pending} />
            </div>
            <div className="flex flex-none items-center justify-between gap-3 border-x-0 border-b-0 border-t border-solid border-gray-200 bg-white px-4 py-3 sm:px-6">
              <Button onPress={onBack} isDisabled={form.pending} className="btn-secondary text-base h-11">
                {t('company::back')}
              </Button>
              {form.pending ? (
                <p role="status" className="m-0 flex h-11 items-center gap-2 font-semibold text-ink-700">
                  <Spinner className="h-5 w-5 text-brand-500" /> {t('company::submitting')}
                </p>
              ) : (
                <Button type="submit" className="btn-primary text-base h-11">
                  {t('company::submit')}
                </Button>
              )}
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

const Step1 = v.pick(CompanySignupRequest, companyStep1Fields)
const isStep1Error = (errors: FieldErrors) => companyStep1Fields.some((key) => key in errors)

/** Without CVR: step 1 (company and contact) → Næste → step 2 (categories, description) → Tilbage. */
function WithoutCvrForm() {
  const { t } = useTranslation(['signup', 'auth'])
  const [step, setStep] = useState<1 | 2>(1)
  const signedUp = useSignedUp()
  const heading = useRef<HTMLHeadingElement>(null)

  // Moving between steps puts focus on the step's heading (keyboard and screen-reader users).
  const goTo = (target: 1 | 2) => {
    setStep(target)
    requestAnimationFrame(() => heading.current?.focus())
  }

  const form = useForm({
    initial: emptyCompany,
    schema: step === 1 ? Step1 : CompanySignupRequest,
    input: (values) => ({ ...values, withCvr: false }),
    invalidMessage: (errors, values) => {
      if (step === 2) return invalidMessage(errors)
      const empty = companyStep1Fields.some((key) => values[key].trim() === '')
      return empty ? t('company::step1Error') : t('fixFields')
    },
    // A step-1 field refused at the end (by the schema or the server): back to step 1, focus on it.
    onFailure: (failure) => {
      if (step === 2 && isStep1Error(failure.fields)) setStep(1)
      return failure
    },
    submit: async (data) => {
      if (step === 1) return goTo(2)
      const answer = await atLeast(
        withoutCvrSubmitDelayMs,
        call(authApi.signupCompany, { body: data as CompanySignupRequest }),
      )
      signedUp(answer, 'company')
    },
    stayPending: step === 2,
  })

  return (
    <Form form={form} aria-label={t('company::withoutCvr')} className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="m-0 text-base font-semibold text-ink-500 outline-none">
        {t('company::step', { step })}
      </h3>
      <FormSummary />
      {step === 1 ? (
        <>
          <CompanyDetailsFields />
          <Button type="submit" className="btn-primary text-base h-11 w-full sm:w-auto sm:self-end">
            {t('company::next')}
          </Button>
        </>
      ) : (
        <>
          <CompanyTradeFields />
          <DialogActions
            back
            cancel={t('company::back')}
            onCancel={() => {
              form.reset()
              goTo(1)
            }}
            label={t('company::submit')}
            pendingLabel={t('company::submitting')}
          />
        </>
      )}
    </Form>
  )
}

/**
 * What the company does: its trades and its description (the CVR dialog, and step 2 without CVR), then
 * the terms the new profile accepts, just above the submit.
 */
function CompanyTradeFields({ isDisabled }: { isDisabled?: boolean }) {
  const { t } = useTranslation('signup')
  return (
    <>
      <CategoryPicker name="categoryIds" />
      <TextAreaField
        name="description"
        label={t('company::description')}
        description={t('company::descriptionHint')}
        maxLength={2000}
        isDisabled={isDisabled}
      />
      <TermsNote />
    </>
  )
}
