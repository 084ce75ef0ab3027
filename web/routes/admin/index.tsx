import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AdminHome, type AdminSearch } from '../../features/admin/components/AdminHome'

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '')

export const Route = createFileRoute('/admin/')({
  validateSearch: (search: Record<string, unknown>): Partial<AdminSearch> => {
    const page = Number(search.page)
    return {
      tab: search.tab === 'companies' ? 'companies' : undefined,
      q: text(search.q) || undefined,
      role: text(search.role) || undefined,
      status: text(search.status) || undefined,
      region: text(search.region) || undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    }
  },
  component: AdminPage,
})

function AdminPage() {
  const raw = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const router = useRouter()
  const search: AdminSearch = {
    tab: raw.tab ?? 'users',
    q: raw.q ?? '',
    role: raw.role ?? '',
    status: raw.status ?? '',
    region: raw.region ?? '',
    page: raw.page ?? 1,
  }
  const onChange = useCallback(
    (next: Partial<AdminSearch>) => {
      // The search box fires 300 ms after the last key: when a user or company was opened meanwhile,
      // the router is already on its way there and the late search must not pull it back.
      if (router.state.location.pathname.replace(/\/$/, '') !== '/admin') return
      void navigate({
        replace: true,
        search: (prev) => {
          const merged = { ...prev, ...next }
          // Keep the URL short: defaults are left out.
          return {
            tab: merged.tab === 'companies' ? 'companies' : undefined,
            q: merged.q || undefined,
            role: merged.role || undefined,
            status: merged.status || undefined,
            region: merged.region || undefined,
            page: merged.page && merged.page > 1 ? merged.page : undefined,
          }
        },
      })
    },
    [navigate, router],
  )
  return <AdminHome search={search} onChange={onChange} />
}
