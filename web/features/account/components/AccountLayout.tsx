import { Outlet } from '@tanstack/react-router'
import { AccountNav } from './AccountNav'

/** The account pages: sub-navigation beside (desktop) or above (mobile) the page. */
export function AccountLayout() {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:gap-8">
      <AccountNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
