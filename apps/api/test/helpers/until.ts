/**
 * Waits until `check` holds, asking every 10 ms. The limit only ends a test that would otherwise
 * hang: it is wide, so a busy machine never fails a test that is right (no timing is asserted).
 */
export async function until(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
