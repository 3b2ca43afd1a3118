import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError } from './db/pglite-lock.js';
import { exitOnSignals } from './shutdown.js';
import { logStartNotices } from './start-notices.js';

/** Starts the server; SIGTERM/SIGINT stop accepting, finish in-flight requests, close the DB. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: app.services.database.kind,
      apiDocs: config.apiDocs,
      ms: Math.round(performance.now() - started),
    },
    'PRD Studio is ready',
  );
  logStartNotices(config, app.log);

  exitOnSignals(app.log, () => app.close());
}

main().catch((err: unknown) => {
  // Known start-up problems get their message alone; anything else its stack.
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
});
