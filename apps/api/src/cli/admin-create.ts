// `npm run admin:create -- --email a@b.co --password '…'`: create or update an admin account.
// Exit codes: 0 done, 1 configuration or database failure, 2 bad arguments.
import { ConfigError, loadConfig } from '../config.js';
import { USAGE, UsageError, adminServices, createAdmin, parseAdminArgs } from './admin-account.js';

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseAdminArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }

  const services = await adminServices(config);
  try {
    const admin = await createAdmin(services, args.email, args.password);
    console.log(`Admin ready: ${admin.email}`);
    return 0;
  } finally {
    await services.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Only the cause: a failed query's text would carry the password hash among its parameters.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    console.error(
      `Could not create the admin: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    process.exitCode = 1;
  },
);
