/** What the global setup hands to the tests (see global-setup.ts). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) {
    throw new Error('E2E_DATA_DIR is not set: run the journeys with `npm run test:e2e`');
  }
  return dir;
}
