import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategoryDetail } from '../../../../domain/schemas/catalog'
import { categoryTreeQuery } from '../queries'
import { type ConfirmThenPost, CreateJobForm } from './CreateJobForm'

/**
 * The create-job page of one category: where the visitor is, what they searched for, the form that
 * posts the job, and the related categories beside it.
 */
export function CreateJobPage({
  category,
  word,
  search,
  sendCompany,
  confirmThenPost,
  confirmModal,
}: {
  category: CategoryDetail
  word?: string
  search?: string
  sendCompany?: string
  confirmThenPost: ConfirmThenPost
  confirmModal: ReactNode
}) {
  const title = word ?? search
  const { t } = useTranslation('createjob')
  const tree = useQuery(categoryTreeQuery())
  const top = tree.data?.categories.find((c) => c.slug === (category.parent?.slug ?? category.slug))
  const related = (top?.children ?? []).filter((c) => c.slug !== category.slug)

  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={t('breadcrumb')}>
        <ol className="m-0 flex list-none flex-wrap items-center gap-1.5 p-0 text-sm text-ink-500">
          <li>
            <Link to="/" className="text-ink-500 hover:text-ink-900">
              {t('common:::nav::home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to="/createjob"
              search={{ ...(word ? { word } : {}), ...(sendCompany ? { sendcompany: sendCompany } : {}) }}
              className="text-ink-500 hover:text-ink-900"
            >
              {t('common:::nav::createJob')}
            </Link>
          </li>
          {category.parent ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to="/createjob/$slug"
                  params={{ slug: category.parent.slug }}
                  search={word ? { word } : {}}
                  className="text-ink-500 hover:text-ink-900"
                >
                  {category.parent.name}
                </Link>
              </li>
            </>
          ) : null}
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-ink-900">
            {category.name}
          </li>
        </ol>
      </nav>

      <header className="flex flex-col gap-2">
        <p className="m-0 text-sm font-semibold uppercase tracking-wider text-brand-600">
          {category.parent ? t('eyebrowWithParent', { parent: category.parent.name }) : t('eyebrow')}
        </p>
        <h1 className="title-display">{category.name}</h1>
        {word ? (
          <p className="m-0 text-lg text-ink-700" data-testid="search-word">
            {t('youSearched', { word })}
          </p>
        ) : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label={t('eyebrow')}
          className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <CreateJobForm
            category={category}
            {...(title ? { title } : {})}
            {...(sendCompany ? { sendCompany } : {})}
            confirmThenPost={confirmThenPost}
            confirmModal={confirmModal}
          />
        </section>

        <aside className="flex flex-col gap-6">
          {related.length > 0 ? (
            <section
              aria-labelledby="related-title"
              className="rounded-2xl border border-gray-200 bg-white p-5"
            >
              <h2 id="related-title" className="m-0 mb-3 text-base font-bold text-ink-900">
                {category.parent ? t('related::siblings') : t('related::children')}
              </h2>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {related.map((c) => (
                  <li key={c.id}>
                    <Link
                      to="/createjob/$slug"
                      params={{ slug: c.slug }}
                      search={word ? { word } : {}}
                      // A 44 px target: the links are stacked, one under the other, for a thumb.
                      className="box-border flex min-h-11 items-center rounded-lg px-2 py-1 text-brand-700 hover:bg-brand-50"
                    >
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="how-title" className="rounded-2xl bg-brand-50 p-5">
            <h2 id="how-title" className="m-0 mb-3 text-base font-bold text-brand-900">
              {t('how::title')}
            </h2>
            <ol className="m-0 flex flex-col gap-2 pl-5 text-ink-700">
              <li>{t('how::one')}</li>
              <li>{t('how::two')}</li>
              <li>{t('how::three')}</li>
            </ol>
            <p className="m-0 mt-4 text-sm">
              <a
                href={
                  category.needsCarModel
                    ? '/guarantees/autoreparation-full-text'
                    : '/guarantees/haandvaerkogbyggeri-full-text'
                }
                className="font-medium text-brand-700"
              >
                {t('how::guarantee')}
              </a>
            </p>
          </section>
        </aside>
      </div>
    </div>
  )
}
