import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { operator, productName } from '../../../domain/brand'
import { legalPages } from '../../features/legal/pages'
import { useRenderTime } from '../../lib/render-time'

// Below 980 px a link is a 44 px tall target, for a thumb; the list's gap is then inside the targets.
const linkClass =
  'inline-flex min-h-11 items-center lg:min-h-0 text-gray-300 no-underline hover:(text-white underline) focus-visible:(outline-2 outline-offset-2 outline-white) rounded'

const footerLabels = {
  about: 'footer::aboutUs',
  contact: 'footer::contact',
  terms: 'footer::terms',
  privacy: 'footer::privacy',
  cookies: 'footer::cookies',
} as const

/** One column of footer links under its heading; the heading names the navigation. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="m-0 mb-1 lg:mb-3 text-sm font-semibold uppercase tracking-wide text-gray-400">
        {title}
      </h2>
      <ul className="m-0 p-0 list-none flex flex-col lg:gap-2">{children}</ul>
    </nav>
  )
}

/** One link of a footer column to a page of the app. */
function FooterLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </li>
  )
}

export function Footer() {
  const { t } = useTranslation()
  const year = new Date(useRenderTime()).getFullYear()
  return (
    <footer className="bg-ink-900 text-gray-300 text-sm">
      <div className="mx-auto max-w-6xl px-4 py-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div>
          <p className="m-0 text-lg font-bold text-white">{productName}</p>
          <p className="mt-2 mb-0 max-w-sm">{t('footer::tagline')}</p>
        </div>
        <FooterNav id="footer-customers" title={t('footer::customers')}>
          <FooterLink to="/createjob">{t('nav::createJob')}</FooterLink>
          <FooterLink to="/for-firmaer">{t('nav::forCompanies')}</FooterLink>
        </FooterNav>
        <FooterNav id="footer-guarantees" title={t('nav::guarantees')}>
          <li>
            <a href="/guarantees/haandvaerkogbyggeri-full-text" className={linkClass}>
              {t('footer::guaranteeBuild')}
            </a>
          </li>
          <li>
            <a href="/guarantees/autoreparation-full-text" className={linkClass}>
              {t('footer::guaranteeCar')}
            </a>
          </li>
        </FooterNav>
        <FooterNav id="footer-about" title={t('footer::about', { name: productName })}>
          {legalPages.map((page) => (
            <FooterLink key={page.path} to={page.path}>
              {t(footerLabels[page.key])}
            </FooterLink>
          ))}
        </FooterNav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl m-0 px-4 py-4 text-gray-400">
          {t('footer::copyright', { year, name: productName })}
          {' · '}
          {t('footer::operator', { ...operator })}
        </p>
      </div>
    </footer>
  )
}
