import { useRef, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { CompanySignupRequest, Cvr, type CvrLookup } from '../../../../domain/schemas/auth'
import { authApi } from '../api'
import { atLeast, check, type FieldErrors, serverErrors } from '../form'
import { CategoryPicker } from './CategoryPicker'
import { ChoiceCards } from './ChoiceCards'
import { AuthForm, ErrorArea, Spinner, SubmitButton, TextAreaRow, TextRow } from './fields'
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
      <div>
        <h2 className="m-0 text-lg font-bold">{t('company::heading')}</h2>
        <p className="m-0 mt-1 text-ink-700">{t('company::hint')}</p>
      </div>
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

/** CVR look-up form; on success the new-company form opens in a static modal. */
function CvrSignup() {
  const { t } = useTranslation(['signup', 'auth'])
  const [cvr, setCvr] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [found, setFound] = useState<CvrLookup | null>(null)

  async function lookup() {
    const parsed = check(CvrForm, { cvr })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    setErrors({})
    setPending(true)
    try {
      setFound(await authApi.cvr(parsed.data.cvr))
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields.cvr ? failure.fields : { cvr: failure.message })
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <AuthForm
        aria-label={t('company::withCvr')}
        errors={errors}
        onErrorsChange={setErrors}
        onSubmit={(e) => {
          e.preventDefault()
          void lookup()
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        {/* Spec section 4: while looking up, the progress shows, the input is hidden, the button disabled. */}
        {pending ? (
          <p role="status" className="m-0 flex h-11 flex-1 items-center gap-2 text-ink-700 sm:mt-6">
            <Spinner className="h-5 w-5 text-brand-500" /> {t('company::lookingUp')}
          </p>
        ) : (
          <TextRow
            name="cvr"
            label={t('company::cvr')}
            hint={t('company::cvrHint')}
            inputMode="numeric"
            maxLength={8}
            value={cvr}
            onChange={(value) => setCvr(value.replace(/\s/g, ''))}
            className="flex flex-1 flex-col"
          />
        )}
        <Button type="submit" isDisabled={pending} className="btn-primary text-base h-11 sm:mt-6">
          {t('company::lookup')}
        </Button>
      </AuthForm>
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
  const [draft, setDraft] = useState<CompanyDraft>({
    ...emptyCompany,
    companyName: lookup.name,
    address: lookup.address,
    zip: lookup.zip,
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const signedUp = useSignedUp()
  const set = <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))

  async function submit() {
    setMessage(null)
    const parsed = check(CompanySignupRequest, { ...draft, withCvr: true, cvr: lookup.cvr })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      setMessage(
        parsed.errors.categoryIds && Object.keys(parsed.errors).length === 1
          ? t('company::categoriesRequired')
          : t('fixFields'),
      )
      return
    }
    setErrors({})
    setPending(true)
    try {
      signedUp(await authApi.signupCompany(parsed.data), 'company')
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
      setPending(false)
    }
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/50 p-0 sm:p-4"
    >
      <Modal className="flex h-[100dvh] w-full max-w-2xl flex-col overflow-hidden bg-white shadow-2xl outline-none sm:(h-auto max-h-[calc(100dvh-2rem)] rounded-xl)">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <AuthForm
            errors={errors}
            onErrorsChange={setErrors}
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
            className="flex min-h-0 flex-1 flex-col"
          >
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
              <ErrorArea message={message} />
              <CompanyDetailsFields draft={draft} set={set} isDisabled={pending} errors={errors} />
              <CategoryPicker value={draft.categoryIds} onChange={(ids) => set('categoryIds', ids)} />
              <TextAreaRow
                name="description"
                label={t('company::description')}
                hint={t('company::descriptionHint')}
                maxLength={2000}
                value={draft.description}
                onChange={(value) => set('description', value)}
              />
            </div>
            <div className="flex flex-none items-center justify-between gap-3 border-x-0 border-b-0 border-t border-solid border-gray-200 bg-white px-4 py-3 sm:px-6">
              <Button onPress={onBack} isDisabled={pending} className="btn-secondary text-base h-11">
                {t('company::back')}
              </Button>
              {pending ? (
                <p role="status" className="m-0 flex h-11 items-center gap-2 font-semibold text-ink-700">
                  <Spinner className="h-5 w-5 text-brand-500" /> {t('company::submitting')}
                </p>
              ) : (
                <Button type="submit" className="btn-primary text-base h-11">
                  {t('company::submit')}
                </Button>
              )}
            </div>
          </AuthForm>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

const Step1 = v.pick(CompanySignupRequest, companyStep1Fields)

/** Without CVR: step 1 (company and contact) → Næste → step 2 (categories, description) → Tilbage. */
function WithoutCvrForm() {
  const { t } = useTranslation(['signup', 'auth'])
  const [step, setStep] = useState<1 | 2>(1)
  const [draft, setDraft] = useState<CompanyDraft>(emptyCompany)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const signedUp = useSignedUp()
  const heading = useRef<HTMLHeadingElement>(null)
  const set = <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))

  // Moving between steps puts focus on the step's heading (keyboard and screen-reader users).
  const goTo = (target: 1 | 2) => {
    setStep(target)
    requestAnimationFrame(() => heading.current?.focus())
  }

  function next() {
    const parsed = check(Step1, draft)
    if (!parsed.ok) {
      setErrors(parsed.errors)
      const empty = companyStep1Fields.some((key) => draft[key].trim() === '')
      setMessage(empty ? t('company::step1Error') : t('fixFields'))
      return
    }
    setErrors({})
    setMessage(null)
    goTo(2)
  }

  async function submit() {
    setMessage(null)
    if (draft.categoryIds.length === 0) {
      setErrors({ categoryIds: t('company::categoriesRequired') })
      setMessage(t('company::categoriesRequired'))
      return
    }
    const parsed = check(CompanySignupRequest, { ...draft, withCvr: false })
    if (!parsed.ok) {
      setErrors(parsed.errors)
      setMessage(t('fixFields'))
      if (companyStep1Fields.some((key) => key in parsed.errors)) goTo(1)
      return
    }
    setErrors({})
    setPending(true)
    try {
      signedUp(await atLeast(withoutCvrSubmitDelayMs, authApi.signupCompany(parsed.data)), 'company')
    } catch (error) {
      const failure = serverErrors(error)
      setErrors(failure.fields)
      setMessage(failure.message)
      if (companyStep1Fields.some((key) => key in failure.fields)) goTo(1)
      setPending(false)
    }
  }

  return (
    <AuthForm
      aria-label={t('company::withoutCvr')}
      errors={errors}
      onErrorsChange={setErrors}
      onSubmit={(e) => {
        e.preventDefault()
        if (step === 1) next()
        else void submit()
      }}
      className="flex flex-col gap-4"
    >
      <h3 ref={heading} tabIndex={-1} className="m-0 text-base font-semibold text-ink-500 outline-none">
        {t('company::step', { step })}
      </h3>
      <ErrorArea message={message} />
      {step === 1 ? (
        <>
          <CompanyDetailsFields draft={draft} set={set} errors={errors} />
          <Button type="submit" className="btn-primary text-base h-11 w-full sm:w-auto sm:self-end">
            {t('company::next')}
          </Button>
        </>
      ) : (
        <>
          <CategoryPicker value={draft.categoryIds} onChange={(ids) => set('categoryIds', ids)} />
          <TextAreaRow
            name="description"
            label={t('company::description')}
            hint={t('company::descriptionHint')}
            maxLength={2000}
            value={draft.description}
            onChange={(value) => set('description', value)}
          />
          <div className="flex items-center justify-between gap-3">
            <Button
              onPress={() => {
                setMessage(null)
                goTo(1)
              }}
              isDisabled={pending}
              className="btn-secondary text-base h-11"
            >
              {t('company::back')}
            </Button>
            <SubmitButton
              pending={pending}
              label={t('company::submit')}
              pendingLabel={t('company::submitting')}
              className="btn-primary text-base h-11"
            />
          </div>
        </>
      )}
    </AuthForm>
  )
}
