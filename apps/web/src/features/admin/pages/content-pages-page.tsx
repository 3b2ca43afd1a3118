import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type ContentPageRow, useAdminContentPagesQuery } from '../api/content-pages';
import { DataTable, adminColumnHelper } from '../components/data-table';
import type { ListFilter } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { useListPage } from '../hooks/use-list-page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DeletePageDialog } from './content-pages/delete-page';
import { PageEditor } from './content-pages/page-editor';
import { t } from './content-pages/strings';
import { formatDay } from './payments/format';

const col = adminColumnHelper<ContentPageRow>();
const KEYS = ['q'] as const;
const filters: ListFilter<(typeof KEYS)[number]>[] = [
  { kind: 'search', key: 'q', label: t.search, placeholder: t.searchPlaceholder },
];
const small = 'px-2.5 py-1 text-xs';

/** Admin console: help and content pages; list, search, write in Markdown, delete. */
export function ContentPagesPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContentPageRow | null>(null);
  const query = useAdminContentPagesQuery(
    { page: list.page, q: values.q || undefined },
    { skip: editing !== null },
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('title', {
          header: t.columns.title,
          cell: (c) => <span className="font-medium">{c.getValue()}</span>,
        }),
        col.accessor('slug', {
          header: t.columns.slug,
          cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
        }),
        col.accessor('topic', {
          header: t.columns.address,
          enableSorting: false,
          cell: (c) => (
            <Link
              to={`/settings/${c.getValue()}`}
              target="_blank"
              rel="noopener"
              className="font-mono text-xs text-brand-700 underline-offset-2 hover:underline dark:text-indigo-300"
            >
              /settings/{c.getValue()}
            </Link>
          ),
        }),
        col.accessor('published', {
          header: t.columns.status,
          cell: (c) => (
            <StatusBadge status={c.getValue() ? 'published' : 'draft'}>
              {c.getValue() ? t.published : t.draft}
            </StatusBadge>
          ),
        }),
        col.accessor('updated_at', {
          header: t.columns.updated,
          cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
        }),
        col.display({
          id: 'actions',
          header: t.columns.actions,
          cell: (c) => (
            <div className="flex gap-1.5">
              <Button
                variant="secondary"
                className={small}
                aria-label={t.editLabel(c.row.original.title)}
                onClick={() => setEditing(c.row.original.id)}
              >
                {t.edit}
              </Button>
              <Button
                variant="ghost"
                className={`${small} text-danger`}
                aria-label={t.deleteLabel(c.row.original.title)}
                onClick={() => setDeleting(c.row.original)}
              >
                {t.delete}
              </Button>
            </div>
          ),
        }),
      ]),
    [],
  );

  if (editing !== null) {
    return <PageEditor id={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t.newPage}
          </Button>
        }
      />
      <DataTable
        label={t.label}
        columns={columns}
        getRowId={(r) => String(r.id)}
        minWidth={820}
        {...list.tableProps(query, t, filters)}
      />
      {deleting && <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
