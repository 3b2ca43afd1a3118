/** What the global setup hands to the tests (see global-setup.ts). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) {
    throw new Error('E2E_DATA_DIR is not set: run the journeys with `npm run test:e2e`');
  }
  return dir;
}

/** The admin account the server was started with. */
export function e2eAdmin(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_* is not set: run `npm run test:e2e`');
  return { email, password };
}
