/** The rows of one client-side page (1-based). */
export function pageRows<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
