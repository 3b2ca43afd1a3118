import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../test/harness';
import { adminColumnHelper, DataTable, type ServerSort } from './data-table';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const col = adminColumnHelper<Row>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('amount', { header: 'Amount' }),
]);
const pageOne: Row[] = [
  { id: 'a', name: 'Bravo', amount: 2 },
  { id: 'b', name: 'Alpha', amount: 3 },
  { id: 'c', name: 'Charlie', amount: 1 },
];

const bodyNames = () =>
  within(screen.getByRole('region', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

afterEach(() => vi.unstubAllGlobals());

function Paged({ onPage }: { onPage: (p: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={pageOne}
      getRowId={(r) => r.id}
      page={page}
      totalPages={4}
      onPageChange={(p) => {
        onPage(p);
        setPage(p);
      }}
    />
  );
}

describe('DataTable', () => {
  it('shows the page out of total_pages and asks for the next page', async () => {
    const onPage = vi.fn();
    const { user } = renderWithStore(<Paged onPage={onPage} />);
    expect(screen.getByText(/Page/).textContent).toBe('Page 1 of 4');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(screen.getByText(/Page/).textContent).toBe('Page 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('has a focusable, labelled scroll region', () => {
    renderWithStore(<Paged onPage={() => {}} />);
    const region = screen.getByRole('region', { name: 'People' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('sorts the current page in the browser and says so', async () => {
    const { user } = renderWithStore(<Paged onPage={() => {}} />);
    expect(bodyNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(screen.getByText('Sorting a column orders this page only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('hands sorting to the server when the API sorts', async () => {
    const changes: ServerSort[] = [];
    function ServerSorted() {
      const [sort, setSort] = useState<ServerSort>({ by: null, order: 'asc' });
      return (
        <DataTable
          label="People"
          columns={columns}
          rows={pageOne}
          page={1}
          totalPages={1}
          onPageChange={() => {}}
          serverSort={{
            sort,
            sortableColumns: ['name'],
            onSortChange: (s) => {
              changes.push(s);
              setSort(s);
            },
          }}
        />
      );
    }
    const { user } = renderWithStore(<ServerSorted />);
    // Only the columns the API sorts by are buttons; rows keep the server's order.
    expect(screen.queryByRole('button', { name: 'Amount' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(changes.at(-1)).toEqual({ by: 'name', order: 'asc' });
    expect(bodyNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(changes.at(-1)).toEqual({ by: 'name', order: 'desc' });
    expect(screen.queryByText('Sorting a column orders this page only.')).not.toBeInTheDocument();
  });

  it('shows the empty, loading and error states', async () => {
    const retry = vi.fn();
    const base = { label: 'People', columns, page: 1, totalPages: 0, onPageChange: () => {} };
    const { rerender, user } = renderWithStore(
      <DataTable {...base} rows={[]} emptyMessage="No people yet." />,
    );
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
    rerender(<DataTable {...base} rows={undefined} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<DataTable {...base} rows={undefined} error={{ message: 'Boom.' }} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Boom.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
