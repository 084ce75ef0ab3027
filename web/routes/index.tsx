import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CategorySearch } from '../features/catalog/components/CategorySearch'
import { PopularCategories } from '../features/catalog/components/PopularCategories'
import { categoryTreeQuery } from '../features/catalog/queries'
import { renderingOnServer } from '../lib/page-data'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    // The server waits for the categories (they are in the HTML); the browser shows them as they come.
    const tree = context.queryClient.ensureQueryData(categoryTreeQuery())
    await Promise.all([renderingOnServer ? tree : undefined, context.i18n.loadNamespaces('home')])
  },
  head: ({ match }) => {
    const t = match.context.i18n.getFixedT(null, 'home')
    return pageHead({ title: t('meta::title'), description: t('meta::description') })
  },
  component: HomePage,
})

const steps = [
  { n: 1, title: 'steps::describe', body: 'steps::describeBody' },
  { n: 2, title: 'steps::offers', body: 'steps::offersBody' },
  { n: 3, title: 'steps::choose', body: 'steps::chooseBody' },
] as const

const trust = ['trust::free', 'trust::local', 'trust::guarantee'] as const

function HomePage() {
  const { t } = useTranslation('home')
  return (
    <div className="flex flex-col gap-14 pb-8">
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden rounded-3xl bg-[linear-gradient(135deg,#e6f4ec_0%,#ffffff_55%,#eef7f2_100%)] px-5 py-10 sm:px-10 lg:px-14 lg:py-16 border border-brand-100"
      >
        <div className="relative max-w-3xl">
          <p className="m-0 mb-3 text-sm font-semibold uppercase tracking-wider text-brand-600">
            {t('hero::eyebrow')}
          </p>
          <h1 id="hero-title" className="title-hero">
            {t('hero::title')}
          </h1>
          <p className="mt-4 mb-8 text-lg text-ink-700 max-w-2xl">{t('hero::lead')}</p>
          <CategorySearch autoFocusOnDesktop />
          <ul className="m-0 mt-6 flex list-none flex-col gap-2 p-0 text-sm text-ink-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {trust.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-brand-500"
                  fill="currentColor"
                >
                  <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
                </svg>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="popular-title" className="flex flex-col gap-5">
        <h2 id="popular-title" className="m-0 text-2xl font-bold text-ink-900">
          {t('popular::title')}
        </h2>
        <PopularCategories />
      </section>

      <section aria-labelledby="steps-title" className="flex flex-col gap-5">
        <h2 id="steps-title" className="m-0 text-2xl font-bold text-ink-900">
          {t('steps::title')}
        </h2>
        <ol className="m-0 grid list-none gap-4 p-0 lg:grid-cols-3">
          {steps.map((step) => (
            <li key={step.n} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-500 text-lg font-bold text-white"
              >
                {step.n}
              </span>
              <div>
                <h3 className="m-0 text-lg font-semibold text-ink-900">{t(step.title)}</h3>
                <p className="m-0 mt-1 text-ink-700">{t(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
