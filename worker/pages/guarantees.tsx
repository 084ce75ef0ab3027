import { Hono } from 'hono'
import { productName } from '../../domain/brand'
import type { Locale } from '../../domain/i18n'
import { catalogs } from '../../domain/locales'
import { guaranteeScrollMs } from '../../domain/rules/limits'
import type { AppBindings } from '../env'
import { translate } from '../lib/i18n'
import { Document, pageStyles, renderDocument } from './document'
import { cachedHtml, contentVersion, edgeCacheKey } from './edge-cache'

/** The public guarantee pages (spec section 2): URL slug → text key in `guarantees.json`. */
export const guaranteePages = {
  'haandvaerkogbyggeri-full-text': 'haandvaerkogbyggeri',
  'autoreparation-full-text': 'autoreparation',
} as const
type GuaranteeSlug = keyof typeof guaranteePages
type GuaranteeKey = (typeof guaranteePages)[GuaranteeSlug]

interface Section {
  heading: string
  paragraphs?: Record<string, string>
  points?: Record<string, string>
}

const isGuaranteeSlug = (slug: string): slug is GuaranteeSlug => Object.hasOwn(guaranteePages, slug)
/** Steps of a claim are read in order; everything else is a plain list. */
const orderedSections = new Set(['claim'])

const brandOnly = (text: string) => text.replaceAll('{{brand}}', productName)

function pageTexts(locale: Locale) {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(locale, `guarantees:::${key}`, { brand: productName, ...vars })
  return {
    t,
    home: t('page::home'),
    skip: t('page::skipToContent'),
    footer: t('page::footer', { year: new Date().getFullYear() }),
  }
}

function OtherGuarantees(props: { locale: Locale; except?: GuaranteeKey }) {
  const { t } = pageTexts(props.locale)
  return (
    <ul>
      {Object.entries(guaranteePages)
        .filter(([, key]) => key !== props.except)
        .map(([slug, key]) => (
          <li key={slug}>
            <a href={`/guarantees/${slug}`}>{t(`${key}::title`)}</a>
          </li>
        ))}
    </ul>
  )
}

async function renderGuarantee(locale: Locale, key: GuaranteeKey, url: string): Promise<string> {
  const { t, home, skip, footer } = pageTexts(locale)
  const sections = catalogs[locale].guarantees[key].sections as Record<string, Section>
  return renderDocument(
    <Document
      locale={locale}
      url={url}
      title={`${t(`${key}::title`)} | ${productName}`}
      description={t(`${key}::description`)}
      scripts={['/media/js/guarantee-scroll.js']}
      homeLabel={home}
      skipLabel={skip}
      footer={footer}
    >
      <main id="main" data-autoscroll="" data-autoscroll-ms={String(guaranteeScrollMs)}>
        <article>
          <p class="crumb">{t('page::breadcrumb')}</p>
          <h1>{t(`${key}::title`)}</h1>
          <p class="lead">{t(`${key}::lead`)}</p>
          <p class="effective">{t('page::effective')}</p>
          {Object.entries(sections).map(([id, section]) => {
            const points = Object.entries(section.points ?? {}).map(([k, point]) => (
              <li key={k}>{brandOnly(point)}</li>
            ))
            return (
              <section key={id} id={id} aria-labelledby={`${id}-heading`}>
                <h2 id={`${id}-heading`}>{section.heading}</h2>
                {Object.entries(section.paragraphs ?? {}).map(([k, text]) => (
                  <p key={k}>{brandOnly(text)}</p>
                ))}
                {points.length > 0 && (orderedSections.has(id) ? <ol>{points}</ol> : <ul>{points}</ul>)}
              </section>
            )
          })}
        </article>
        <aside class="more" aria-labelledby="more-heading">
          <h2 id="more-heading">{t('page::otherGuarantees')}</h2>
          <OtherGuarantees locale={locale} except={key} />
        </aside>
      </main>
    </Document>,
  )
}

async function renderNotFound(locale: Locale, url: string): Promise<string> {
  const { t, home, skip, footer } = pageTexts(locale)
  return renderDocument(
    <Document
      locale={locale}
      url={url}
      title={`${t('notFound::title')} | ${productName}`}
      description={t('notFound::description')}
      head={<meta name="robots" content="noindex" />}
      homeLabel={home}
      skipLabel={skip}
      footer={footer}
    >
      <main id="main">
        <p class="crumb">{t('page::breadcrumb')}</p>
        <h1>{t('notFound::title')}</h1>
        <p>{t('notFound::body')}</p>
        <OtherGuarantees locale={locale} />
      </main>
    </Document>,
  )
}

/**
 * Changes whenever a text, the styles or the page code changes (a deploy), so the edge cache never
 * serves an old version of the terms.
 */
const version = contentVersion(
  [
    JSON.stringify([catalogs['da-DK'].guarantees, catalogs.en.guarantees]),
    pageStyles,
    Document.toString(),
    renderGuarantee.toString(),
    OtherGuarantees.toString(),
  ].join('\n'),
)

/** `/guarantees/*`: server-rendered, edge-cached per path and locale. Mounted outside /api. */
export const guaranteeRoutes = new Hono<AppBindings>()
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug')
    const locale = c.get('locale')
    const path = `/guarantees/${slug}`
    const url = `${c.env.PUBLIC_ORIGIN}${path}`
    if (!isGuaranteeSlug(slug)) return c.html(await renderNotFound(locale, url), 404)
    const key = edgeCacheKey(c.req.url, path, { locale, v: version })
    return cachedHtml(
      key,
      (promise) => c.executionCtx.waitUntil(promise),
      () => renderGuarantee(locale, guaranteePages[slug], url),
    )
  })
  .get('*', async (c) =>
    c.html(await renderNotFound(c.get('locale'), `${c.env.PUBLIC_ORIGIN}${c.req.path}`), 404),
  )
