import { createRootRouteWithContext, Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AppShell } from '../components/layout/AppShell'
import { DeadEnd, deadEndAction } from '../components/ui/DeadEnd'
import { useFocusHeadingOnNavigation } from '../lib/focus-heading'
import { meQuery } from '../lib/session'
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
  return (
    <DeadEnd title={t('notFound::title')} body={t('notFound::body')}>
      <Link to="/" className={deadEndAction}>
        {t('notFound::back')}
      </Link>
    </DeadEnd>
  )
}
