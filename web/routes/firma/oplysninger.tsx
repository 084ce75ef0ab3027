import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { CategoryPicker } from '../../features/auth/components/CategoryPicker'
import { signupCategoriesQuery } from '../../features/auth/queries'
import { CompanyInfoPage } from '../../features/company-profile/components/CompanyInfoPage'
import { companyInfoQuery, openingHoursQuery, widgetQuery } from '../../features/company-profile/queries'
import { PriceListEditor } from '../../features/price-lists/components/PriceListEditor'
import { myPriceListsQuery } from '../../features/price-lists/queries'
import { loadRolePage, roleRoute } from '../-role-route'

/**
 * `/firma/oplysninger` (also `/company/info`): the company's details, categories (the sign-up's picker
 * and its two-top-categories rule), logo, opening hours, price lists and widget.
 */
export const Route = createFileRoute('/firma/oplysninger')({
  ...roleRoute(['company']),
  loader: async ({ context }) => {
    await Promise.all([
      loadRolePage(
        context,
        ['companyinfo', 'pricelists', 'signup', 'firmjobs'],
        [companyInfoQuery(), openingHoursQuery(), widgetQuery(), myPriceListsQuery()],
      ),
      // The picker's categories: a failure leaves them to the picker, never the page's error.
      context.allowed && context.queryClient.prefetchQuery(signupCategoriesQuery()),
    ])
  },
  component: CompanyInfo,
})

function CompanyInfo() {
  const { allowed } = Route.useRouteContext()
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return (
    <CompanyInfoPage
      categoryPicker={<CategoryPicker name="categoryIds" />}
      priceLists={<PriceListEditor />}
    />
  )
}
