import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListPage } from './use-list-page';

const KEYS = ['status', 'q'] as const;

function setup(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(() => useListPage(KEYS), { wrapper });
  const where = () => router.state.location.search;
  return { result, where };
}

describe('useListPage', () => {
  it('reads filters, page and sort from the address', () => {
    const { result } = setup('/?status=active&page=3&sort_by=name&sort_order=desc');
    expect(result.current.values).toEqual({ status: 'active', q: '' });
    expect(result.current.page).toBe(3);
    expect(result.current.filtered).toBe(true);
    expect(result.current.sort).toEqual({ by: 'name', order: 'desc' });
  });

  it('writes them back: a changed filter or sort goes back to page 1', () => {
    const { result, where } = setup('/?page=3');
    act(() => result.current.setFilters({ status: 'active', q: 'ada' }));
    expect(where()).toBe('?status=active&q=ada');
    act(() => result.current.setPage(2));
    expect(where()).toBe('?status=active&q=ada&page=2');
    act(() => result.current.setSort({ by: 'name', order: 'asc' }));
    expect(where()).toBe('?status=active&q=ada&sort_by=name&sort_order=asc');
    act(() => result.current.setFilters({ q: '' }));
    expect(where()).toBe('?status=active&sort_by=name&sort_order=asc');
    act(() => result.current.setPage(1));
    expect(result.current.page).toBe(1);
  });

  it("hands the table the query's rows, pages, failure and what an empty list says", () => {
    const { result } = setup('/?page=2');
    const props = result.current.tableProps(
      {
        data: { items: [1, 2], total_pages: 4 },
        error: { status: 500 },
        isLoading: false,
        isFetching: true,
        refetch: () => undefined,
      },
      { loadFailed: 'Could not load.', empty: 'No match.', none: 'Nothing yet.' },
    );
    expect(props).toMatchObject({
      rows: [1, 2],
      page: 2,
      totalPages: 4,
      isLoading: false,
      isFetching: true,
      error: 'Could not load.',
      emptyMessage: 'Nothing yet.',
    });
    expect(props.toolbar).toBeUndefined();
  });
});
