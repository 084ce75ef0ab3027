import { raw } from 'hono/html'
import type { Child } from 'hono/jsx'
import { productName } from '../../domain/brand'
import type { Locale } from '../../domain/i18n'

/** Shared typography of the server-rendered pages; inline style is allowed by the CSP, inline script is not. */
export const pageStyles = `
:root { color-scheme: light; --ink: #1d2521; --muted: #55615b; --brand: #1f7a4d; --line: #dfe5e1; --paper: #fbfcfb; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--paper); color: var(--ink);
  font: 400 1.0625rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
a { color: var(--brand); text-underline-offset: 0.15em; }
a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; border-radius: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: #fff; padding: 0.5rem 1rem; z-index: 2; }
.skip:focus { left: 1rem; top: 1rem; }
header.site { position: sticky; top: 0; z-index: 1; background: #fff; border-bottom: 1px solid var(--line); }
header.site .bar { max-width: 46rem; margin: 0 auto; padding: 0.75rem 1.25rem; display: flex; align-items: center;
  justify-content: space-between; gap: 1rem; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.15rem;
  color: var(--ink); text-decoration: none; }
.brand img { width: 28px; height: 28px; }
header.site .home { font-size: 0.95rem; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
.crumb { margin: 0 0 0.5rem; color: var(--muted); font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.06em; }
h1 { font-size: clamp(1.6rem, 4vw, 2.2rem); line-height: 1.2; margin: 0 0 1rem; text-wrap: balance; }
.lead { font-size: 1.2rem; color: var(--muted); margin: 0 0 0.75rem; }
.effective { font-size: 0.9rem; color: var(--muted); margin: 0 0 2rem; }
section { border-top: 1px solid var(--line); padding-top: 1.25rem; margin-top: 1.75rem; }
h2 { font-size: 1.3rem; line-height: 1.3; margin: 0 0 0.75rem; }
p { margin: 0 0 0.9rem; max-width: 70ch; }
ul, ol { margin: 0 0 1rem; padding-left: 1.4rem; max-width: 70ch; }
li { margin: 0 0 0.5rem; padding-left: 0.2rem; }
aside.more { margin-top: 3rem; padding: 1rem 1.25rem; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
aside.more h2 { font-size: 1.05rem; margin-bottom: 0.5rem; }
aside.more ul { margin: 0; }
footer.site { border-top: 1px solid var(--line); color: var(--muted); font-size: 0.9rem; }
footer.site p { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1.25rem; }
@media (max-width: 979px) { body { font-size: 1rem; } main { padding-top: 1.25rem; } }
@media print { header.site, aside.more, .skip { display: none; } body { background: #fff; } a { color: inherit; } }
`

export interface DocumentProps {
  locale: Locale
  /** Absolute URL of this page (canonical and og:url). */
  url: string
  title: string
  description: string
  /** Extra `<head>` children, e.g. `<meta name="robots" …>`. */
  head?: Child
  /** Same-origin scripts, loaded with `defer`. */
  scripts?: string[]
  homeLabel: string
  skipLabel: string
  footer: string
  children: Child
}

/** A complete HTML page in the product's look: header with a link home, main, footer. */
export function Document(props: DocumentProps) {
  const ogLocale = props.locale === 'en' ? 'en_GB' : 'da_DK'
  return (
    <html lang={props.locale}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <meta name="description" content={props.description} />
        <link rel="canonical" href={props.url} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#1f7a4d" />
        <meta property="og:type" content="article" />
        <meta property="og:site_name" content={productName} />
        <meta property="og:title" content={props.title} />
        <meta property="og:description" content={props.description} />
        <meta property="og:url" content={props.url} />
        <meta property="og:locale" content={ogLocale} />
        <meta property="og:locale:alternate" content={ogLocale === 'da_DK' ? 'en_GB' : 'da_DK'} />
        <meta name="twitter:card" content="summary" />
        {props.head}
        {/* A constant of ours, not user input: raw so that CSS quotes are not HTML-escaped. */}
        <style>{raw(pageStyles)}</style>
        {(props.scripts ?? []).map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>
        <a class="skip" href="#main">
          {props.skipLabel}
        </a>
        <header class="site">
          <div class="bar">
            <a class="brand" href="/">
              <img src="/favicon.svg" alt="" width="28" height="28" />
              {productName}
            </a>
            <a class="home" href="/">
              {props.homeLabel}
            </a>
          </div>
        </header>
        {props.children}
        <footer class="site">
          <p>{props.footer}</p>
        </footer>
      </body>
    </html>
  )
}

/** Renders a page element to a full HTML document string. */
export async function renderDocument(node: { toString(): string | Promise<string> }): Promise<string> {
  return `<!doctype html>${await node.toString()}`
}
