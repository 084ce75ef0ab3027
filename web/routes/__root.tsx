import { createRootRouteWithContext, Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell } from '../components/layout/AppShell'
import { useFocusHeadingOnNavigation } from '../lib/focus-heading'
import { meQuery } from '../lib/session'
import { useDocumentTitle } from '../lib/use-document-title'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is logged in comes with the page (the header shows it on the first paint).
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery()),
  component: Root,
  notFoundComponent: NotFound,
})

function Root() {
  useFocusHeadingOnNavigation()
  return (
    <>
      <TitleSync />
      <AppShell />
    </>
  )
}

/** On client navigation, `document.title` follows the deepest route's `head` (the server wrote the first). */
function TitleSync() {
  const title = useRouterState({
    select: (s) =>
      s.matches
        .flatMap((m) => m.meta ?? [])
        .map((meta) => meta?.title)
        .filter(Boolean)
        .at(-1),
  })
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  return null
}

function NotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound::title'))
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t('notFound::title')}</h1>
      <p className="text-ink-500">{t('notFound::body')}</p>
      <Link to="/" className="btn-primary mt-4 no-underline">
        {t('notFound::back')}
      </Link>
    </div>
  )
}
