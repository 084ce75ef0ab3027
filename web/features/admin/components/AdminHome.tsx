import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Input, Label, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { AdminCompanyRow, AdminUserRow } from '../../../../domain/schemas/admin'
import { formatDate } from '../../../lib/format'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminCompaniesQuery, adminUsersQuery, regionsQuery } from '../queries'
import { Empty, LoadError, Loading, Pagination, StatusBadge } from './bits'

export interface AdminSearch {
  tab: 'users' | 'companies'
  q: string
  role: string
  status: string
  region: string
  page: number
}

export const searchDebounceMs = 300

const tabClass =
  'cursor-pointer rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-ink-700 outline-none data-[selected]:(border-brand-500 text-brand-700) data-[hovered]:text-ink-900 data-[focus-visible]:(outline-2 outline-brand-500)'

/** `/admin`: users and companies, each searchable (debounced) and viewable. State lives in the URL. */
export function AdminHome({
  search,
  onChange,
}: {
  search: AdminSearch
  onChange: (next: Partial<AdminSearch>) => void
}) {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('title'))
  return (
    <div className="flex flex-col gap-4">
      <h1 className="m-0 text-2xl font-bold">{t('title')}</h1>
      <Tabs
        selectedKey={search.tab}
        onSelectionChange={(key) =>
          onChange({
            tab: key === 'companies' ? 'companies' : 'users',
            q: '',
            role: '',
            status: '',
            region: '',
            page: 1,
          })
        }
      >
        <TabList aria-label={t('tabs::label')} className="flex gap-1 border-b border-gray-200">
          <Tab id="users" className={tabClass}>
            {t('tabs::users')}
          </Tab>
          <Tab id="companies" className={tabClass}>
            {t('tabs::companies')}
          </Tab>
        </TabList>
        <TabPanel id="users" className="pt-4 outline-none">
          <UsersPanel search={search} onChange={onChange} />
        </TabPanel>
        <TabPanel id="companies" className="pt-4 outline-none">
          <CompaniesPanel search={search} onChange={onChange} />
        </TabPanel>
      </Tabs>
    </div>
  )
}

/** The search box: typing updates the URL (and so the query) once it pauses for 300 ms. */
function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string
  value: string
  onSearch: (q: string) => void
}) {
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text, searchDebounceMs)
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim())
  }, [debounced, value, onSearch])
  return (
    <SearchField value={text} onChange={setText} className="flex flex-1 flex-col gap-1 min-w-0">
      <Label className="text-sm font-semibold text-ink-900">{label}</Label>
      <Input className="field h-11 text-base [&::-webkit-search-cancel-button]:hidden" />
    </SearchField>
  )
}

function Filter(props: {
  id: string
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('admin')
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold text-ink-900">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="field h-11 text-base"
      >
        <option value="">{t('search::all')}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function UsersPanel({
  search,
  onChange,
}: {
  search: AdminSearch
  onChange: (next: Partial<AdminSearch>) => void
}) {
  const { t } = useTranslation('admin')
  const filter = { q: search.q, role: search.role, status: search.status, page: search.page }
  const query = useQuery(adminUsersQuery(filter))
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem]">
        <SearchBox label={t('search::users')} value={search.q} onSearch={(q) => onChange({ q, page: 1 })} />
        <Filter
          id="role-filter"
          label={t('search::role')}
          value={search.role}
          options={(['customer', 'company', 'admin'] as const).map((r) => ({
            value: r,
            label: t(`roles::${r}`),
          }))}
          onChange={(role) => onChange({ role, page: 1 })}
        />
        <Filter
          id="status-filter"
          label={t('search::status')}
          value={search.status}
          options={(['active', 'blocked', 'deleted'] as const).map((s) => ({
            value: s,
            label: t(`status::${s}`),
          }))}
          onChange={(status) => onChange({ status, page: 1 })}
        />
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p role="status" className="m-0 text-sm text-ink-700">
            {t('results', { count: query.data.total })}
          </p>
          {query.data.items.length === 0 ? <Empty /> : <UsersTable rows={query.data.items} />}
          <Pagination
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.pageSize}
            onPage={(page) => onChange({ page })}
          />
        </>
      )}
    </div>
  )
}

const th = 'px-3 py-2 text-left text-sm font-semibold text-ink-700'
const td = 'px-3 py-2 align-top'

function UsersTable({ rows }: { rows: AdminUserRow[] }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl border border-gray-200 bg-white lg:table">
        <thead className="bg-gray-50">
          <tr>
            <th className={th}>{t('columns::name')}</th>
            <th className={th}>{t('columns::email')}</th>
            <th className={th}>{t('columns::phone')}</th>
            <th className={th}>{t('columns::role')}</th>
            <th className={th}>{t('columns::status')}</th>
            <th className={th}>{t('columns::created')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id} className="border-t border-gray-100 hover:bg-gray-50">
              <td className={td}>
                <Link
                  to="/admin/users/$id"
                  params={{ id: String(u.id) }}
                  className="font-semibold text-brand-700"
                >
                  {u.name}
                </Link>
                {u.company ? <div className="text-sm text-ink-500">{u.company.name}</div> : null}
              </td>
              <td className={`${td} break-all`}>{u.email ?? '–'}</td>
              <td className={td}>{u.phone ?? '–'}</td>
              <td className={td}>{t(`roles::${u.role}`)}</td>
              <td className={td}>
                <StatusBadge status={u.status} />
              </td>
              <td className={td}>{formatDate(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="m-0 flex list-none flex-col gap-2 p-0 lg:hidden">
        {rows.map((u) => (
          <li key={u.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <Link
                to="/admin/users/$id"
                params={{ id: String(u.id) }}
                className="font-semibold text-brand-700"
              >
                {u.name}
              </Link>
              <StatusBadge status={u.status} />
            </div>
            <div className="mt-1 break-all text-sm text-ink-700">{u.email ?? '–'}</div>
            <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-500">
              <span>{t(`roles::${u.role}`)}</span>
              {u.company ? <span>{u.company.name}</span> : null}
              {u.phone ? <span>{u.phone}</span> : null}
              <span>{formatDate(u.createdAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

function CompaniesPanel({
  search,
  onChange,
}: {
  search: AdminSearch
  onChange: (next: Partial<AdminSearch>) => void
}) {
  const { t } = useTranslation('admin')
  const filter = { q: search.q, region: search.region, page: search.page }
  const query = useQuery(adminCompaniesQuery(filter))
  const regions = useQuery(regionsQuery())
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchBox
          label={t('search::companies')}
          value={search.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        <Filter
          id="region-filter"
          label={t('search::region')}
          value={search.region}
          options={(regions.data?.regions ?? []).map((r) => ({ value: r.name, label: r.name }))}
          onChange={(region) => onChange({ region, page: 1 })}
        />
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p role="status" className="m-0 text-sm text-ink-700">
            {t('results', { count: query.data.total })}
          </p>
          {query.data.items.length === 0 ? <Empty /> : <CompaniesTable rows={query.data.items} />}
          <Pagination
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.pageSize}
            onPage={(page) => onChange({ page })}
          />
        </>
      )}
    </div>
  )
}

function CompaniesTable({ rows }: { rows: AdminCompanyRow[] }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl border border-gray-200 bg-white lg:table">
        <thead className="bg-gray-50">
          <tr>
            <th className={th}>{t('columns::company')}</th>
            <th className={th}>{t('columns::cvr')}</th>
            <th className={th}>{t('columns::city')}</th>
            <th className={th}>{t('columns::region')}</th>
            <th className={th}>{t('columns::owner')}</th>
            <th className={th}>{t('columns::status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} className="border-t border-gray-100 hover:bg-gray-50">
              <td className={td}>
                <Link
                  to="/admin/companies/$id"
                  params={{ id: String(c.id) }}
                  className="font-semibold text-brand-700"
                >
                  {c.name}
                </Link>
              </td>
              <td className={td}>{c.cvr ?? '–'}</td>
              <td className={td}>
                {c.zip} {c.city}
              </td>
              <td className={td}>{c.region}</td>
              <td className={td}>{c.owner.name}</td>
              <td className={td}>
                <StatusBadge status={c.owner.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="m-0 flex list-none flex-col gap-2 p-0 lg:hidden">
        {rows.map((c) => (
          <li key={c.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <Link
                to="/admin/companies/$id"
                params={{ id: String(c.id) }}
                className="font-semibold text-brand-700"
              >
                {c.name}
              </Link>
              <StatusBadge status={c.owner.status} />
            </div>
            <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-500">
              {c.cvr ? (
                <span>
                  {t('columns::cvr')} {c.cvr}
                </span>
              ) : null}
              <span>
                {c.zip} {c.city}
              </span>
              <span>{c.owner.name}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
