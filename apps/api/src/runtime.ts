import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { ACCOUNT_DELETION_QUEUE, type AccountDeletionJobData } from './modules/deletion/index.js';
import { GENERATION_QUEUE, isRetryable, type GenerationJobData } from './modules/prd/index.js';
import { createServices, type ServiceOverrides, type Services } from './services.js';

/** How often the test checkout's subscriptions are checked for a period that ended. */
const SANDBOX_RENEW_INTERVAL_MS = 60_000;

/** Takes the jobs of both queues in this process. */
function registerWorkers(services: Services) {
  const { jobs, background, config } = services;
  const { generation } = config;
  jobs.work<GenerationJobData>(GENERATION_QUEUE, background.generation, {
    concurrency: generation.concurrency,
    timeoutMs: generation.timeoutMs,
    attempts: generation.attempts,
    backoffMs: generation.backoffMs,
    retryable: isRetryable,
  });
  jobs.work<AccountDeletionJobData>(ACCOUNT_DELETION_QUEUE, background.accountDeletion, {
    concurrency: 1,
    timeoutMs: 10 * 60_000,
    attempts: 5,
    backoffMs: 5_000,
    retryable: () => true,
  });
}

/**
 * Starts what runs beside the requests where jobs run (`worker`, default
 * config.generation.runWorker): the job workers, the deletions and answers to queue again, the
 * sweeper and the test checkout's renewals. Returns the services whose `close` stops these
 * first, then closes the services.
 */
async function startRuntime(
  services: Services,
  options: { worker?: boolean } = {},
): Promise<Services> {
  const { background, deletion, jobs, log, sweeper } = services;
  const worker = options.worker ?? services.config.generation.runWorker;
  let stopSweeping = () => {};
  // The test checkout's subscriptions renew on their own, as Stripe's do.
  const renew = worker ? background.renewTestSubscriptions : undefined;
  const renewals = renew
    ? setInterval(() => {
        renew().catch((err: unknown) => log.warn({ err }, 'test subscriptions not renewed'));
      }, SANDBOX_RENEW_INTERVAL_MS)
    : undefined;
  renewals?.unref();
  let closing: Promise<void> | undefined;
  const close = async () => {
    stopSweeping();
    clearInterval(renewals);
    await services.close();
  };
  const running: Services = { ...services, close: () => (closing ??= close()) };
  if (!worker) return running;

  registerWorkers(services);
  // Deletions approved before a stop are finished (the job is idempotent; a waiting one dedupes).
  const resumed = await deletion.resumeProcessing();
  if (resumed > 0) log.info({ resumed }, 'account deletions queued again');
  // The in-process queue died with the last process: its open answers are queued again.
  if (jobs.kind === 'memory') {
    const requeued = await sweeper.requeueOpen();
    if (requeued > 0) log.info({ requeued }, 'open answers queued again');
  }
  stopSweeping = sweeper.start(services.config.generation.sweepIntervalMs);
  return running;
}

/**
 * The services of the config, running (startRuntime with `overrides.worker`): what `npm start`
 * (through buildApp), `npm run worker` and the tests' apps use. A failed start closes them.
 */
export async function startServices(
  config: Config,
  overrides: ServiceOverrides = {},
  logger?: FastifyBaseLogger,
): Promise<Services> {
  const services = await createServices(config, overrides, logger);
  try {
    return await startRuntime(services, { worker: overrides.worker });
  } catch (err) {
    await services.close();
    throw err;
  }
}
