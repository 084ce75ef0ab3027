import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button, FileTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { companyInfoApi } from '../../../../domain/contract/company-profile'
import { formatDanishPhone } from '../../../../domain/rules/phone'
import {
  CompanyInfoUpdate,
  maxLogoBytes,
  OpeningHoursRequest,
  openingHourTypes,
  WidgetColorRequest,
  weekdays,
} from '../../../../domain/schemas/company-profile'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { ErrorArea, Form, FormSummary, PendingLabel, SubmitButton } from '../../../components/form/Form'
import { PhoneField } from '../../../components/form/PhoneField'
import { SectionForm } from '../../../components/form/SectionForm'
import { SelectField } from '../../../components/form/SelectField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { EmailField, TextField } from '../../../components/form/TextField'
import { serverFailure, useForm } from '../../../components/form/use-form'
import { ZipCityField } from '../../../components/form/ZipCityField'
import { PageTitle } from '../../../components/ui/PageTitle'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { call, upload } from '../../../lib/api'
import { meKey } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { companyInfoKeys, companyInfoQuery, openingHoursQuery, widgetQuery } from '../queries'

/**
 * `/firma/oplysninger`: the company's details and categories, logo, opening hours, price lists and
 * widget. The category picker and the price lists come from their own features (the route hands them in).
 */
export function CompanyInfoPage({
  categoryPicker,
  priceLists,
}: {
  categoryPicker: ReactNode
  priceLists: ReactNode
}) {
  const { t } = useTranslation('companyinfo')
  useDocumentTitle(t('title'))
  const { data: info } = useSuspenseQuery(companyInfoQuery())
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle title={t('title')} lead={t('lead')} />
      {/* Below 980 px each link is a 44 px tall target for a thumb, as the footer's are; the rows touch. */}
      <nav aria-label={t('sections')} className="flex flex-wrap gap-x-4 gap-y-0 text-sm lg:gap-y-1">
        <SectionLink to="details-heading">{t('details::title')}</SectionLink>
        <SectionLink to="logo-heading">{t('logo::title')}</SectionLink>
        <SectionLink to="hours-heading">{t('hours::title')}</SectionLink>
        <SectionLink to="price-lists-heading">{t('pricelists:::editor::title')}</SectionLink>
        <SectionLink to="widget-heading">{t('widget::title')}</SectionLink>
      </nav>
      {/* Saved values start a fresh form. */}
      <DetailsForm key={JSON.stringify(info)} categoryPicker={categoryPicker} />
      <LogoSection />
      <OpeningHours />
      {priceLists}
      <WidgetSection />
    </div>
  )
}

/** A link to a part of the page, by its heading's id. */
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} className="inline-flex min-h-11 items-center lg:min-h-0">
      {children}
    </a>
  )
}

function DetailsForm({ categoryPicker }: { categoryPicker: ReactNode }) {
  const { t } = useTranslation('companyinfo')
  const queryClient = useQueryClient()
  const { data: info } = useSuspenseQuery(companyInfoQuery())
  const save = useMutation({
    mutationFn: (body: CompanyInfoUpdate) => call(companyInfoApi.update, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyInfoKeys.info, saved)
      // The header shows the company's name; the price lists offer the company's categories.
      void queryClient.invalidateQueries({ queryKey: meKey })
      void queryClient.invalidateQueries({ queryKey: ['price-lists'] })
    },
  })
  const form = useForm({
    initial: {
      name: info.name,
      description: info.description,
      phone: formatDanishPhone(info.phone ?? ''),
      mobile: formatDanishPhone(info.mobile ?? ''),
      email: info.email ?? '',
      address: info.address ?? '',
      zip: info.zip,
      categoryIds: info.categoryIds,
      sms: info.sms,
    },
    schema: CompanyInfoUpdate,
    // The values as typed (the server normalises phones and e-mail the same way the schema does).
    submit: async (_data, values) => {
      await save.mutateAsync(values)
      notify({ type: 'success', note: t('details::saved') })
    },
  })
  return (
    <SectionForm
      id="details-heading"
      title={t('details::title')}
      form={form}
      label={t('details::save')}
      pendingLabel={t('details::saving')}
    >
      <TextField name="name" label={t('details::name')} autoComplete="organization" isRequired />
      <TextAreaField
        name="description"
        label={t('details::description')}
        description={t('details::descriptionHint')}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField name="phone" label={t('details::phone')} isRequired />
        <PhoneField name="mobile" label={t('details::mobile')} description={t('details::mobileHint')} />
      </div>
      <EmailField name="email" label={t('details::email')} isRequired />
      <TextField name="address" label={t('details::address')} autoComplete="street-address" isRequired />
      <ZipCityField name="zip" isRequired />
      {categoryPicker}
      <CheckboxField name="sms" label={t('details::sms')} />
    </SectionForm>
  )
}

function LogoSection() {
  const { t } = useTranslation('companyinfo')
  const queryClient = useQueryClient()
  const { data: info } = useSuspenseQuery(companyInfoQuery())
  const [error, setError] = useState<string | null>(null)
  const setLogo = (logoUrl: string | null) =>
    queryClient.setQueryData(companyInfoKeys.info, { ...info, logoUrl })
  const uploadLogo = useMutation({
    // The file itself as the body (not JSON): the one raw upload of the API.
    mutationFn: (file: File) => upload(companyInfoApi.uploadLogo, file),
    onSuccess: ({ logoUrl }) => {
      setLogo(logoUrl)
      setError(null)
      notify({ type: 'success', note: t('logo::uploaded') })
    },
    onError: (failure) => {
      const { fields, message } = serverFailure(failure)
      setError(fields.logo ?? message)
    },
  })
  const remove = useMutation({
    mutationFn: () => call(companyInfoApi.removeLogo, {}),
    onSuccess: () => {
      setLogo(null)
      notify({ type: 'success', note: t('logo::removed') })
    },
  })
  const choose = (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    // The server decides by the file's bytes; a file too large is not sent at all.
    if (file.size > maxLogoBytes) {
      setError(t('errors::logoTooLarge'))
      return
    }
    uploadLogo.mutate(file)
  }
  return (
    <Section id="logo-heading" title={t('logo::title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {info.logoUrl ? (
          <img
            src={info.logoUrl}
            alt={t('logo::current')}
            width={96}
            height={96}
            className="h-24 w-24 rounded-lg border border-solid border-gray-200 bg-white object-contain"
          />
        ) : (
          <p className="m-0 text-ink-700">{t('logo::none')}</p>
        )}
        <div className="flex flex-col gap-2">
          <p className="m-0 text-sm text-ink-700">{t('logo::lead')}</p>
          <div className="flex flex-wrap gap-2">
            <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/webp']} onSelect={choose}>
              <Button className="btn-secondary h-11" isDisabled={uploadLogo.isPending}>
                <PendingLabel pending={uploadLogo.isPending} pendingLabel={t('logo::uploading')}>
                  {t('logo::choose')}
                </PendingLabel>
              </Button>
            </FileTrigger>
            {info.logoUrl ? (
              <Button
                className="btn-secondary h-11"
                isDisabled={remove.isPending}
                onPress={() => remove.mutate()}
              >
                {t('logo::remove')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <div className="mt-3">
        <ErrorArea message={error} />
      </div>
    </Section>
  )
}

type Day = { day: (typeof weekdays)[number]; type: (typeof openingHourTypes)[number]; value: string }

/** No week stated yet: weekdays 08.00–16.00, the weekend closed (the company changes what is not so). */
const defaultWeek: Day[] = weekdays.map((day) =>
  day < 5 ? { day, type: 'open', value: '08.00–16.00' } : { day, type: 'closed', value: '' },
)

/** The saved week starts a fresh form, so what shows after saving is what was stored (`08.00–16.00`). */
function OpeningHours() {
  const { data: hours } = useSuspenseQuery(openingHoursQuery())
  return <OpeningHoursForm key={JSON.stringify(hours)} hours={hours} />
}

function OpeningHoursForm({
  hours,
}: {
  hours: { days: { day: number; type: Day['type']; value: string }[] }
}) {
  const { t } = useTranslation('companyinfo')
  const queryClient = useQueryClient()
  const week: Day[] = weekdays.map((day) => {
    const stated = hours.days.find((d) => d.day === day)
    return stated ? { day, type: stated.type, value: stated.value } : (defaultWeek[day] as Day)
  })
  const form = useForm({
    initial: { days: week },
    schema: OpeningHoursRequest,
    submit: async (data) => {
      const saved = await call(companyInfoApi.saveOpeningHours, { body: data })
      queryClient.setQueryData(companyInfoKeys.hours, saved)
      notify({ type: 'success', note: t('hours::saved') })
    },
  })
  const typeOptions = openingHourTypes.map((id) => ({ id, label: t(`hours::types::${id}`) }))
  return (
    <SectionForm
      id="hours-heading"
      title={t('hours::title')}
      form={form}
      label={t('hours::save')}
      pendingLabel={t('hours::saving')}
    >
      <p className="m-0 text-ink-700">{t('hours::lead')}</p>
      {form.values.days.map((row, i) => (
        <fieldset
          key={row.day}
          className="m-0 grid gap-2 border-0 border-t border-solid border-gray-100 p-0 pt-3 sm:grid-cols-[7rem_1fr_1fr] sm:items-start"
        >
          <legend className="float-left p-0 pt-2 font-semibold sm:pt-8">
            {t(`hours::days::${row.day}`)}
          </legend>
          <SelectField
            name={`days.${i}.type`}
            label={t('hours::type')}
            options={typeOptions}
            className="flex flex-col gap-1 sm:col-start-2"
          />
          <TextField
            name={`days.${i}.value`}
            label={t('hours::value')}
            description={t('hours::valueHint')}
            isDisabled={row.type !== 'open'}
            className="flex flex-col gap-1"
          />
        </fieldset>
      ))}
    </SectionForm>
  )
}

const hexColor = /^#[0-9a-fA-F]{6}$/

function WidgetSection() {
  const { t } = useTranslation('companyinfo')
  const queryClient = useQueryClient()
  const { data: widget } = useSuspenseQuery(widgetQuery())
  const form = useForm({
    initial: { color: widget.color },
    schema: WidgetColorRequest,
    submit: async (data) => {
      const saved = await call(companyInfoApi.saveWidget, { body: data })
      queryClient.setQueryData(companyInfoKeys.widget, saved)
      notify({ type: 'success', note: t('widget::saved') })
    },
  })
  const typed = String(form.values.color ?? '')
  const previewColor = hexColor.test(typed.trim()) ? typed.trim().toLowerCase() : widget.color
  const previewUrl = `${new URL(widget.widgetUrl).pathname}?color=${encodeURIComponent(previewColor.slice(1))}`
  return (
    <Section id="widget-heading" title={t('widget::title')}>
      <p className="m-0 mb-4 text-ink-700">{t('widget::intro')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Form form={form} aria-labelledby="widget-heading" className="flex flex-col gap-3">
            <FormSummary />
            <div className="flex items-end gap-3">
              <TextField
                name="color"
                label={t('widget::color')}
                description={t('widget::colorHint')}
                className="flex flex-1 flex-col gap-1"
                isRequired
              />
              <input
                type="color"
                aria-label={t('widget::colorPicker')}
                value={previewColor}
                onChange={(e) => form.set('color', e.target.value)}
                className="mb-6 h-11 w-14 cursor-pointer rounded-lg border border-solid border-gray-300 bg-white p-1"
              />
            </div>
            <SubmitButton
              label={t('widget::save')}
              pendingLabel={t('widget::saving')}
              className="btn-primary h-11 self-start"
            />
          </Form>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t('widget::code')}</span>
            <textarea
              readOnly
              rows={5}
              value={widget.embedCode}
              onFocus={(e) => e.currentTarget.select()}
              className="field font-mono text-sm"
            />
            <span className="text-xs text-ink-500">{t('widget::codeHint')}</span>
          </label>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold" id="widget-preview-label">
            {t('widget::preview')}
          </span>
          <iframe
            src={previewUrl}
            title={t('widget::preview')}
            width={320}
            height={260}
            className="max-w-full rounded-xl border-0"
          />
        </div>
      </div>
    </Section>
  )
}
