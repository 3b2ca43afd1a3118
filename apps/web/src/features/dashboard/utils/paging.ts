/** The rows of one client-side page (1-based). */
export function pageRows<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The numbered buttons to show: every page when there are few, otherwise the first, the last and
 * the neighbours of the current page, with `gap` where pages are skipped.
 */
export function pageButtons(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}
