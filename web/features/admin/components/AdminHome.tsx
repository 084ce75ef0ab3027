import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { Input, Label, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { AdminCompanyRow, AdminUserRow } from '../../../../domain/schemas/admin'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { formatDate, formatPhone } from '../../../lib/format'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminCompaniesQuery, adminUsersQuery, regionsQuery } from '../queries'
import { Empty, Loading, Pagination, StatusBadge } from './bits'
import { CancellationQueue } from './CancellationQueue'
import { ComplaintQueue } from './ComplaintQueue'
import { SupportQueue } from './SupportQueue'

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
      <CancellationQueue />
      <SupportQueue />
      <ComplaintQueue />
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
      <Results query={query} onPage={(page) => onChange({ page })}>
        {(rows) => <UsersTable rows={rows} />}
      </Results>
    </div>
  )
}

/** A search's answer: loading, an error with retry, the count (announced), the rows or 'none', pages. */
function Results<Row>({
  query,
  onPage,
  children,
}: {
  query: UseQueryResult<{ items: Row[]; total: number; page: number; pageSize: number }>
  onPage: (page: number) => void
  children: (rows: Row[]) => ReactNode
}) {
  const { t } = useTranslation('admin')
  if (query.isPending) return <Loading />
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  return (
    <>
      <p role="status" className="m-0 text-sm text-ink-700">
        {t('results', { count: query.data.total })}
      </p>
      {query.data.items.length === 0 ? <Empty /> : children(query.data.items)}
      <Pagination
        page={query.data.page}
        total={query.data.total}
        pageSize={query.data.pageSize}
        onPage={onPage}
      />
    </>
  )
}

const th = 'px-3 py-2 text-left text-sm font-semibold text-ink-700'
const td = 'px-3 py-2 align-top'

/**
 * Search results as a table on wide screens and as cards on phones: each row's name links to its page,
 * with its status beside it on the card.
 */
function ResultTable<Row extends { id: number }>({
  headers,
  rows,
  cells,
  head,
  details,
}: {
  headers: string[]
  rows: Row[]
  /** The table's cells after the first (which is `head`'s link). */
  cells: (row: Row) => ReactNode[]
  /** The link to the row's page and its status. */
  head: (row: Row) => { link: ReactNode; extra?: ReactNode; status: ReactNode }
  /** The card's lines under its head. */
  details: (row: Row) => ReactNode
}) {
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl border border-gray-200 bg-white lg:table">
        <thead className="bg-gray-50">
          <tr>
            {headers.map((h) => (
              <th key={h} className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { link, extra } = head(row)
            return (
              <tr key={row.id} className="border-t border-gray-100 hover:bg-gray-50">
                <td className={td}>
                  {link}
                  {extra}
                </td>
                {cells(row).map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <td key={i} className={td}>
                    {cell}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
      <ul className="m-0 flex list-none flex-col gap-2 p-0 lg:hidden">
        {rows.map((row) => {
          const { link, status } = head(row)
          return (
            <li key={row.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                {link}
                {status}
              </div>
              {details(row)}
            </li>
          )
        })}
      </ul>
    </>
  )
}

const nameLink = 'font-semibold text-brand-700'

function UsersTable({ rows }: { rows: AdminUserRow[] }) {
  const { t } = useTranslation('admin')
  return (
    <ResultTable
      rows={rows}
      headers={[
        t('columns::name'),
        t('columns::email'),
        t('columns::phone'),
        t('columns::role'),
        t('columns::status'),
        t('columns::created'),
      ]}
      head={(u) => ({
        link: (
          <Link to="/admin/users/$id" params={{ id: String(u.id) }} className={nameLink}>
            {u.name}
          </Link>
        ),
        extra: u.company ? <div className="text-sm text-ink-500">{u.company.name}</div> : null,
        status: <StatusBadge status={u.status} />,
      })}
      cells={(u) => [
        <span key="email" className="break-all">
          {u.email ?? '–'}
        </span>,
        // A phone number is read in pairs: it never breaks across lines.
        <span key="phone" className="whitespace-nowrap">
          {u.phone ? formatPhone(u.phone) : '–'}
        </span>,
        t(`roles::${u.role}`),
        <StatusBadge key="status" status={u.status} />,
        formatDate(u.createdAt),
      ]}
      details={(u) => (
        <>
          <div className="mt-1 break-all text-sm text-ink-700">{u.email ?? '–'}</div>
          <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-500">
            <span>{t(`roles::${u.role}`)}</span>
            {u.company ? <span>{u.company.name}</span> : null}
            {u.phone ? <span>{formatPhone(u.phone)}</span> : null}
            <span>{formatDate(u.createdAt)}</span>
          </div>
        </>
      )}
    />
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
      <Results query={query} onPage={(page) => onChange({ page })}>
        {(rows) => <CompaniesTable rows={rows} />}
      </Results>
    </div>
  )
}

function CompaniesTable({ rows }: { rows: AdminCompanyRow[] }) {
  const { t } = useTranslation('admin')
  return (
    <ResultTable
      rows={rows}
      headers={[
        t('columns::company'),
        t('columns::cvr'),
        t('columns::city'),
        t('columns::region'),
        t('columns::owner'),
        t('columns::status'),
      ]}
      head={(c) => ({
        link: (
          <Link to="/admin/companies/$id" params={{ id: String(c.id) }} className={nameLink}>
            {c.name}
          </Link>
        ),
        status: <StatusBadge status={c.owner.status} />,
      })}
      cells={(c) => [
        c.cvr ?? '–',
        `${c.zip} ${c.city}`,
        c.region,
        c.owner.name,
        <StatusBadge key="status" status={c.owner.status} />,
      ]}
      details={(c) => (
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
      )}
    />
  )
}
