import { compileAllowList } from '../platform/net/destination.js';

/**
 * In production every instance must share the secret (a generated one is per machine) and,
 * once there is more than one instance or the queue is Redis, the shared state lives in Redis.
 */
function productionProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (raw.QUEUE === 'redis' && !raw.REDIS_URL) {
    problems.push('REDIS_URL: required when QUEUE is redis');
  }
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither',
    );
  }
  if (raw.PAYMENTS === 'stripe' && !raw.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when PAYMENTS is stripe');
  }
  if (raw.NODE_ENV !== 'production') return problems;
  if (!raw.STRIPE_SECRET_KEY && raw.PAYMENTS !== 'sandbox') {
    problems.push(
      'STRIPE_SECRET_KEY: required in production (the built-in test checkout takes no real payment; set PAYMENTS=sandbox only on a server that must not take payments)',
    );
  }
  if (!raw.APP_SECRET) {
    problems.push('APP_SECRET: required in production (every instance must share it)');
  }
  const instances = Number(raw.INSTANCES ?? 1);
  if (Number.isInteger(instances) && instances > 1 && !raw.REDIS_URL) {
    problems.push('REDIS_URL: required in production when INSTANCES is more than 1');
  }
  return problems;
}

/** What the schema alone cannot see: values that go together or depend on one another. */
export function crossFieldProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (Boolean(raw.ADMIN_EMAIL) !== Boolean(raw.ADMIN_PASSWORD)) {
    problems.push(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    );
  }
  if (raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL) {
    problems.push('AI_BASE_URL: required when AI_PROVIDER is openai-compatible');
  }
  if (raw.AI_PROVIDER && raw.AI_PROVIDER !== 'openai-compatible' && !raw.AI_API_KEY) {
    problems.push('AI_API_KEY: required when AI_PROVIDER is set');
  }
  if (raw.AI_PROVIDER && !raw.AI_MODEL) {
    problems.push('AI_MODEL: required when AI_PROVIDER is set');
  }
  if (Number(raw.HTTP_HEADERS_TIMEOUT ?? 20) > Number(raw.HTTP_REQUEST_TIMEOUT ?? 1800)) {
    problems.push('HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT');
  }
  for (const provider of ['GITHUB', 'GOOGLE', 'NOTION', 'ATLASSIAN']) {
    if (Boolean(raw[`${provider}_CLIENT_ID`]) !== Boolean(raw[`${provider}_CLIENT_SECRET`])) {
      problems.push(
        `${provider}_CLIENT_SECRET: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET go together: set both or neither`,
      );
    }
  }
  if (raw.FILE_STORE === 's3' && !raw.S3_BUCKET) {
    problems.push('S3_BUCKET: required when FILE_STORE is s3');
  }
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  }
  for (const name of ['OUTBOUND_ALLOWED_HOSTS', 'AI_ALLOWED_HOSTS']) {
    try {
      compileAllowList((raw[name] ?? '').split(','));
    } catch (err) {
      problems.push(`${name}: ${(err as Error).message}`);
    }
  }
  problems.push(...productionProblems(raw));
  return problems;
}
