import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Input, Label, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { type AdminCompanyRow, type AdminUserRow, UserStatus } from '../../../../domain/schemas/admin'
import { Role } from '../../../../domain/schemas/auth'
import { FieldLabel, fieldClass } from '../../../components/form/field-parts'
import { SelectBox, type SelectOption } from '../../../components/form/SelectField'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { Pager } from '../../../components/ui/Pager'
import { formatDate, formatPhone } from '../../../lib/format'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminCompaniesQuery, adminUsersQuery, regionsQuery } from '../queries'
import { Empty, Loading, StatusBadge } from './bits'
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

/** The admin start's state (in the URL) and its one way to change it. */
interface PanelProps {
  search: AdminSearch
  onChange: (next: Partial<AdminSearch>) => void
}

const tabClass =
  'cursor-pointer rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-ink-700 outline-none data-[selected]:(border-brand-500 text-brand-700) data-[hovered]:text-ink-900 data-[focus-visible]:(outline-2 outline-brand-500)'

/** `/admin`: users and companies, each searchable (debounced) and viewable. State lives in the URL. */
export function AdminHome({ search, onChange }: PanelProps) {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('title'))
  return (
    <div className="flex flex-col gap-4">
      <h1 className="title-tool">{t('title')}</h1>
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

/** One of a list's filters beside its search box: 'Alle' or one of its options, kept in the URL. */
interface ListFilter {
  key: 'role' | 'status' | 'region'
  label: string
  options: SelectOption[]
  /** Its width beside the search box from `sm` up (a region's name is longer than a role's). */
  width: 'sm:w-40' | 'sm:w-56'
}

/** A filter drawn as the form kit's select (label, box and arrow), outside a form: the URL holds it. */
function Filter({
  label,
  options,
  width,
  value,
  onChange,
}: ListFilter & { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className={`${fieldClass} ${width} sm:shrink-0`}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <SelectBox id={id} value={value} options={options} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('search::all')}</option>
      </SelectBox>
    </div>
  )
}

/**
 * A tab's list: the search box and the filters over the search's answer. A new search or filter starts
 * again at page 1.
 */
function ListPanel<Row>({
  search,
  onChange,
  searchLabel,
  filters,
  query,
  children,
}: PanelProps & {
  searchLabel: string
  filters: ListFilter[]
  query: UseQueryResult<{ items: Row[]; total: number; page: number; pageCount: number }>
  children: (rows: Row[]) => ReactNode
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox label={searchLabel} value={search.q} onSearch={(q) => onChange({ q, page: 1 })} />
        {filters.map((filter) => (
          <Filter
            {...filter}
            key={filter.key}
            value={search[filter.key]}
            onChange={(value) => onChange({ [filter.key]: value, page: 1 })}
          />
        ))}
      </div>
      <Results query={query} onPage={(page) => onChange({ page })}>
        {children}
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
  query: UseQueryResult<{ items: Row[]; total: number; page: number; pageCount: number }>
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
      <Pager
        label={t('pagination::label')}
        page={query.data.page}
        pageCount={query.data.pageCount}
        onPage={onPage}
      />
    </>
  )
}

function UsersPanel({ search, onChange }: PanelProps) {
  const { t } = useTranslation('admin')
  const query = useQuery(
    adminUsersQuery({ q: search.q, role: search.role, status: search.status, page: search.page }),
  )
  return (
    <ListPanel
      search={search}
      onChange={onChange}
      searchLabel={t('search::users')}
      filters={[
        {
          key: 'role',
          label: t('search::role'),
          options: Role.options.map((r) => ({ id: r, label: t(`roles::${r}`) })),
          width: 'sm:w-40',
        },
        {
          key: 'status',
          label: t('search::status'),
          options: UserStatus.options.map((s) => ({ id: s, label: t(`status::${s}`) })),
          width: 'sm:w-40',
        },
      ]}
      query={query}
    >
      {(rows) => <UsersTable rows={rows} />}
    </ListPanel>
  )
}

function CompaniesPanel({ search, onChange }: PanelProps) {
  const { t } = useTranslation('admin')
  const query = useQuery(adminCompaniesQuery({ q: search.q, region: search.region, page: search.page }))
  const regions = useQuery(regionsQuery()).data?.regions ?? []
  return (
    <ListPanel
      search={search}
      onChange={onChange}
      searchLabel={t('search::companies')}
      filters={[
        {
          key: 'region',
          label: t('search::region'),
          options: regions.map((r) => ({ id: r.name, label: r.name })),
          width: 'sm:w-56',
        },
      ]}
      query={query}
    >
      {(rows) => <CompaniesTable rows={rows} />}
    </ListPanel>
  )
}

const th = 'px-3 py-2 text-left text-sm font-semibold text-ink-700'
const td = 'px-3 py-2 align-top'

/**
 * Search results as a table on wide screens and as cards on phones: each row's name links to its page,
 * with its status beside it on the card.
 */
function ResultTable<Row extends { id: number; name: string }>({
  to,
  columns,
  rows,
  status,
  extra,
  cells,
  details,
}: {
  /** Each row's page in the console. */
  to: '/admin/users/$id' | '/admin/companies/$id'
  /** The columns' `columns::…` texts; the first is the row's name. */
  columns: string[]
  rows: Row[]
  status: (row: Row) => UserStatus
  /** A line under the name in the table. */
  extra?: (row: Row) => ReactNode
  /** The table's cells after the name. */
  cells: (row: Row) => ReactNode[]
  /** The card's lines under its name and status. */
  details: (row: Row) => ReactNode
}) {
  const { t } = useTranslation('admin')
  const link = (row: Row) => (
    <Link to={to} params={{ id: String(row.id) }} className="font-semibold text-brand-700">
      {row.name}
    </Link>
  )
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl border border-gray-200 bg-white lg:table">
        <thead className="bg-gray-50">
          <tr>
            {columns.map((c) => (
              <th key={c} className={th}>
                {t(`columns::${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-100 hover:bg-gray-50">
              <td className={td}>
                {link(row)}
                {extra?.(row)}
              </td>
              {cells(row).map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i} className={td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="m-0 flex list-none flex-col gap-2 p-0 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              {link(row)}
              <StatusBadge status={status(row)} />
            </div>
            {details(row)}
          </li>
        ))}
      </ul>
    </>
  )
}

function UsersTable({ rows }: { rows: AdminUserRow[] }) {
  const { t } = useTranslation('admin')
  return (
    <ResultTable
      to="/admin/users/$id"
      columns={['name', 'email', 'phone', 'role', 'status', 'created']}
      rows={rows}
      status={(u) => u.status}
      extra={(u) => (u.company ? <div className="text-sm text-ink-500">{u.company.name}</div> : null)}
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

function CompaniesTable({ rows }: { rows: AdminCompanyRow[] }) {
  const { t } = useTranslation('admin')
  return (
    <ResultTable
      to="/admin/companies/$id"
      columns={['company', 'cvr', 'city', 'region', 'owner', 'status']}
      rows={rows}
      status={(c) => c.owner.status}
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
