// `npm run migrate`: applies the database migrations, on PostgreSQL under the advisory lock that
// every instance's start also takes (db/migrate.ts), so it is safe beside running instances and
// in several places at once. Exit codes: 0 done, 1 configuration or database failure.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { importStoredAnswers } from '../modules/documents/import-answers.js';
import { createConsoleLogger } from './console-logger.js';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }
  const log = createConsoleLogger(config.logLevel, { cli: 'migrate' });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    log.info({ database: database.kind }, 'migrating');
    const outcome = await database.migrate();
    log.info({ database: database.kind, ...outcome }, 'migrations done');
    // The data step every start also runs: PRD answers stored before documents become versions.
    const imported = await importStoredAnswers(database.db, log);
    console.log(
      `Migrations: ${outcome.applied} applied, ${outcome.total} in total (${database.kind}).`,
    );
    if (imported.imported > 0 || imported.failed > 0) {
      console.log(
        `Stored PRD answers: ${imported.imported} imported as versions, ${imported.failed} failed.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
