/** Runs `work`, measuring its wall time and the growth of the process's peak RSS. */
export async function parseTimed<T>(
  work: () => Promise<T>,
): Promise<{ result: Promise<T>; ms: number; rssGrowth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const settled = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({
      ok: false as const,
      error: error instanceof Error ? error : new Error(String(error)),
    }),
  );
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const result = settled.ok ? Promise.resolve(settled.value) : Promise.reject(settled.error);
  result.catch(() => undefined);
  return { result, ms, rssGrowth: peak - before };
}
