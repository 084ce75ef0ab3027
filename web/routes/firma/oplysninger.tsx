import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CategoryPicker } from '../../features/auth/components/CategoryPicker'
import { signupCategoriesQuery } from '../../features/auth/queries'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { CompanyInfoPage } from '../../features/company-profile/components/CompanyInfoPage'
import { companyInfoQuery, openingHoursQuery, widgetQuery } from '../../features/company-profile/queries'
import { PriceListEditor } from '../../features/price-lists/components/PriceListEditor'
import { myPriceListsQuery } from '../../features/price-lists/queries'
import { requireRole } from '../../lib/session'

/**
 * `/firma/oplysninger` (also `/company/info`): the company's details, categories (the sign-up's picker
 * and its two-top-categories rule), logo, opening hours, price lists and widget.
 */
export const Route = createFileRoute('/firma/oplysninger')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['companyinfo', 'pricelists', 'signup', 'firmjobs'])
    if (!context.allowed) return
    const q = context.queryClient
    await Promise.all([
      q.ensureQueryData(companyInfoQuery()),
      q.ensureQueryData(openingHoursQuery()),
      q.ensureQueryData(widgetQuery()),
      q.ensureQueryData(myPriceListsQuery()),
      q.prefetchQuery(signupCategoriesQuery()),
    ])
  },
  component: CompanyInfo,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyInfo() {
  const { allowed } = Route.useRouteContext()
  if (!allowed) return <CompanyOnly />
  return (
    <CompanyInfoPage
      categoryPicker={<CategoryPicker name="categoryIds" />}
      priceLists={<PriceListEditor />}
    />
  )
}
