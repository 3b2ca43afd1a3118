import { ConfigError, loadConfig } from './config.js';
import { startServices } from './runtime.js';
import { exitOnSignals } from './shutdown.js';

/**
 * `npm run worker`: a process that runs jobs (answers being written) and the sweeper, with no
 * HTTP. It shares the work of the API processes through PostgreSQL and Redis, so it needs both:
 * the embedded database and queue live inside the one `npm start` process.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl || config.queue !== 'redis') {
      throw new ConfigError([
        'npm run worker needs DATABASE_URL and REDIS_URL: without them the database and the job ' +
          'queue are embedded in the `npm start` process, which runs the jobs itself.',
      ]);
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const services = await startServices(config, { worker: true });
  services.log.info(
    { concurrency: config.generation.concurrency, queue: services.jobs.kind },
    'PRD Studio worker is ready',
  );

  // Running jobs are handed back to the queue (another worker finishes them).
  exitOnSignals(services.log, () => services.close());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
