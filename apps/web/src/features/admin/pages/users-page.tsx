import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAdminUsersQuery, type AdminUser } from '../api/admin-users';
import { adminColumnHelper, DataTable } from '../components/data-table';
import { SearchInput, SelectFilter } from '../components/filters';
import { formatDate } from '../components/format';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';

const PAGE_SIZE = 20;
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

const asStatus = (v: string | null) => (v === 'active' || v === 'inactive' ? v : undefined);

/** Everyone who uses the product: search by name or email, filter by status, page. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const status = asStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAdminUsersQuery({ page, page_size: PAGE_SIZE, q: q || undefined, status });

  /** Changes one parameter; any filter change goes back to page 1. */
  const set = (key: 'q' | 'status' | 'page', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && !(key === 'page' && value === '1')) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key === 'q' },
    );

  return (
    <>
      <PageHeader title="Users" description="Everyone with an account: open one to act on it." />
      <DataTable
        label="Users"
        columns={columns}
        rows={query.data?.items}
        getRowId={(u) => u.id}
        page={page}
        totalPages={query.data?.total_pages}
        onPageChange={(p) => set('page', String(p))}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRowClick={(u) => void navigate(`/admin/users/${u.id}`)}
        emptyMessage={q || status ? 'No users match these filters.' : 'No users yet.'}
        minWidth={720}
        toolbar={
          <>
            <SearchInput
              label="Search"
              placeholder="Name or email"
              value={q}
              onChange={(v) => set('q', v.trim())}
            />
            <SelectFilter
              label="Status"
              value={status ?? ''}
              options={statuses}
              onChange={(v) => set('status', v)}
            />
          </>
        }
      />
    </>
  );
}
