import { Link, useNavigate } from 'react-router';
import { useAdminUsersQuery, type AdminUser } from '../api/admin-users';
import { adminColumnHelper, DataTable } from '../components/data-table';
import type { ListFilter } from '../components/list-filters';
import { formatDate } from '../components/format';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListPage } from '../hooks/use-list-page';

const PAGE_SIZE = 20;
const KEYS = ['q', 'status'] as const;
const col = adminColumnHelper<AdminUser>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Name',
    cell: (c) => (
      <Link
        to={`/admin/users/${c.row.original.id}`}
        onClick={(e) => e.stopPropagation()}
        className="font-medium text-ink hover:text-brand-700 hover:underline dark:hover:text-indigo-300"
      >
        {c.getValue() || '(no name)'}
      </Link>
    ),
  }),
  col.accessor('email', {
    header: 'Email',
    cell: (c) => (
      <span className="block max-w-64 truncate text-ink-muted" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor('role', {
    header: 'Role',
    cell: (c) => <span className="capitalize">{c.getValue()}</span>,
  }),
  col.accessor('is_active', {
    header: 'Status',
    cell: (c) => <StatusBadge status={c.getValue() ? 'active' : 'inactive'} />,
  }),
  col.accessor('created_at', {
    header: 'Joined',
    cell: (c) => (
      <span className="whitespace-nowrap text-ink-muted">{formatDate(c.getValue())}</span>
    ),
  }),
]);

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
] as const;

const asStatus = (v: string) => (v === 'active' || v === 'inactive' ? v : undefined);

const filters: ListFilter<(typeof KEYS)[number]>[] = [
  { kind: 'search', key: 'q', label: 'Search', placeholder: 'Name or email' },
  { kind: 'select', key: 'status', label: 'Status', options: statuses, push: true },
];
const text = {
  loadFailed: 'Something went wrong. Please try again.',
  empty: 'No users match these filters.',
  none: 'No users yet.',
};

/** Everyone who uses the product: search by name or email, filter by status, page. */
export function UsersPage() {
  const list = useListPage(KEYS);
  const navigate = useNavigate();
  const { q } = list.values;
  const status = asStatus(list.values.status);
  const query = useAdminUsersQuery({
    page: list.page,
    page_size: PAGE_SIZE,
    q: q || undefined,
    status,
  });

  return (
    <>
      <PageHeader title="Users" description="Everyone with an account: open one to act on it." />
      <DataTable
        label="Users"
        columns={columns}
        getRowId={(u) => u.id}
        onRowClick={(u) => void navigate(`/admin/users/${u.id}`)}
        minWidth={720}
        {...list.tableProps(query, text, filters)}
      />
    </>
  );
}
