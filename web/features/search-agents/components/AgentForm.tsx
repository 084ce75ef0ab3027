import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { regionOrder } from '../../../../domain/rules/zip'
import { NewSearchAgent } from '../../../../domain/schemas/search-agents'
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField'
import { Form, FormHeading, FormSummary, SubmitButton } from '../../../components/form/Form'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { notify } from '../../../components/ui/toast/toast-queue'
import { companyJobFiltersQuery } from '../../company/queries'
import { type AgentFormValues, agentInput, emptyAgentForm, namedZipErrors } from '../form-values'
import { agentFormQuery, agentKeys, saveAgent } from '../queries'

/**
 * A new search agent: one of the company's categories, then that category's questions
 * (get_attributes_form_markup) as choices, postcodes or regions, and when to mail.
 */
export function AgentForm({ isFull }: { isFull: boolean }) {
  const { t } = useTranslation('agents')
  const queryClient = useQueryClient()
  const { data: choices } = useSuspenseQuery(companyJobFiltersQuery())
  const form = useForm({
    initial: emptyAgentForm as AgentFormValues,
    schema: NewSearchAgent,
    input: agentInput,
    onFailure: (failure, values) => ({
      ...failure,
      fields: namedZipErrors(failure.fields, values, (wrong) =>
        t('errors::zipUnknown', { count: wrong.length, zips: wrong.join(', ') }),
      ),
    }),
    submit: async (agent) => {
      await saveAgent(agent)
      notify({ type: 'success', note: t('form::saved') })
      form.reset()
      await queryClient.invalidateQueries({ queryKey: agentKeys.all })
    },
  })
  const categoryId = form.values.categoryId ? Number(form.values.categoryId) : null
  const questions = useQuery({ ...agentFormQuery(categoryId ?? 0), enabled: categoryId !== null })
  // Another category asks other questions: the answers chosen for the last one no longer apply.
  const shownCategory = useRef(categoryId)
  useEffect(() => {
    if (shownCategory.current === categoryId) return
    shownCategory.current = categoryId
    form.set('answers', {})
  }, [categoryId, form])
  const regions = choices.regions.length > 0 ? choices.regions : [...regionOrder]

  return (
    <Form form={form} className="flex flex-col gap-4" aria-labelledby="agent-form-heading">
      <FormHeading id="agent-form-heading" title={t('form::heading')} />
      <FormSummary />
      <SelectField
        name="categoryId"
        label={t('form::category')}
        placeholder={t('form::chooseCategory')}
        isRequired
        options={choices.categories.map((c) => ({ id: String(c.id), label: c.name }))}
      />
      {questions.data && questions.data.questions.length > 0 ? (
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
          <legend className="mb-2 p-0 text-sm text-ink-700">{t('form::questions')}</legend>
          {questions.data.questions.map((q) => (
            <CheckboxGroupField
              key={`${categoryId}-${q.key}`}
              name={`answers.${q.key}`}
              label={q.label}
              options={q.options.map((o) => ({ id: o.value, label: o.label }))}
            />
          ))}
        </fieldset>
      ) : null}
      <TextField name="zips" label={t('form::zips')} description={t('form::zipsHint')} />
      <CheckboxGroupField
        name="regions"
        label={t('form::regions')}
        options={regions.map((r) => ({ id: r, label: r }))}
      />
      <RadioGroupField
        name="delivery"
        label={t('form::delivery')}
        options={[
          { id: 'instant', label: t('form::instant') },
          { id: 'daily', label: t('form::daily') },
        ]}
      />
      <SubmitButton
        label={t('form::save')}
        pendingLabel={t('form::saving')}
        isDisabled={isFull}
        className="btn-primary h-11 self-start px-5 text-base"
      />
    </Form>
  )
}
