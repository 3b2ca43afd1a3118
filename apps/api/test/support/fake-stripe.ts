import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  createStripeEngine,
  memoryStore,
  StripeEngineError,
} from '../../src/platform/payments/sandbox/engine.js';
import { STRIPE_API_VERSION } from '../../src/platform/payments/types.js';

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const INTEGER_FIELDS = new Set(['unit_amount', 'interval_count', 'quantity', 'amount', 'limit']);

/**
 * Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`) into objects and arrays. Keys that could
 * reach a prototype are refused; depth and size are capped.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  if (text.length > 256 * 1024)
    throw new StripeEngineError(400, 'parameter_invalid', 'Body too large');
  const root: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    if (parts.length > 6)
      throw new StripeEngineError(400, 'parameter_invalid', `Too deep: ${rawKey}`);
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      if (FORBIDDEN_KEYS.has(part)) {
        throw new StripeEngineError(400, 'parameter_invalid', `Invalid parameter: ${rawKey}`);
      }
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const key = part === '' && Array.isArray(node) ? node.length : part;
      let value: unknown = rawValue;
      if (last) {
        if (INTEGER_FIELDS.has(part) && /^\d+$/.test(rawValue)) value = Number(rawValue);
        else if (rawValue === 'true' || rawValue === 'false') value = rawValue === 'true';
        (node as Record<string | number, unknown>)[key] = value;
        return;
      }
      const container = node as Record<string | number, unknown>;
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 512 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const expandOf = (params: Record<string, unknown>) =>
  Array.isArray(params.expand) ? params.expand.map(String) : [];

/**
 * A Stripe-shaped HTTP server (v1) over the sandbox engine, for the calls billing makes, so the
 * real `stripe` client is tested end to end: bearer key required, idempotency keys honoured,
 * Stripe's error bodies, every request recorded.
 */
export async function startFakeStripe(opts: { now?: () => Date } = {}) {
  const store = memoryStore();
  const engine = createStripeEngine({
    store,
    now: opts.now ?? (() => new Date()),
    baseUrl: 'https://checkout.stripe.test/pay',
  });
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures: number[] = [];

  async function route(method: string, path: string, params: Record<string, unknown>) {
    const [, , resource, id] = path.split('/');
    const post = method === 'POST';
    if (resource === 'customers' && post && !id) return engine.createCustomer(params);
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = path.split('/')[4];
      if (post && !sessionId) {
        return engine.createCheckoutSession(params);
      }
      if (!post && sessionId) return engine.retrieveCheckoutSession(sessionId, expandOf(params));
      if (!post) return engine.listCheckoutSessions(params);
    }
    if (resource === 'subscriptions' && id) {
      return post ? engine.updateSubscription(id, params) : engine.retrieveSubscription(id);
    }
    if (resource === 'invoices' && id && !post) return engine.retrieveInvoice(id, expandOf(params));
    if (resource === 'payment_intents' && id && !post) {
      return engine.retrievePaymentIntent(id, expandOf(params));
    }
    if (resource === 'charges' && id && !post) return engine.retrieveCharge(id);
    if (resource === 'disputes' && !post) {
      return id ? engine.retrieveDispute(id) : engine.listDisputes(params);
    }
    throw new StripeEngineError(
      404,
      'resource_missing',
      `Unrecognized request URL (${method}: ${path})`,
    );
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${Date.now()}`,
    });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      try {
        const query = parseStripeForm(url.search.slice(1));
        const body = method === 'POST' ? parseStripeForm(await readBody(req)) : {};
        requests.push({
          method,
          path: url.pathname,
          query,
          body,
          idempotencyKey,
          stripeVersion: req.headers['stripe-version'] as string | undefined,
        });
        if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
          send(res, 401, {
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
          });
          return;
        }
        const failure = failures.shift();
        if (failure) {
          send(res, failure, {
            error: { type: 'api_error', message: 'Something went wrong on Stripe.' },
          });
          return;
        }
        const replayKey =
          idempotencyKey && method === 'POST' ? `${url.pathname} ${idempotencyKey}` : '';
        const replay = replayKey ? idempotent.get(replayKey) : undefined;
        if (replay) {
          res.setHeader('idempotent-replayed', 'true');
          send(res, replay.status, replay.body);
          return;
        }
        const result = await route(method, url.pathname, method === 'POST' ? body : query);
        if (replayKey) idempotent.set(replayKey, { status: 200, body: result });
        send(res, 200, result);
      } catch (err) {
        if (err instanceof StripeEngineError) {
          send(res, err.statusCode, {
            error: { type: err.type, code: err.code, message: err.message, param: err.param },
          });
        } else {
          send(res, 500, { error: { type: 'api_error', message: String(err) } });
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    host: '127.0.0.1' as const,
    protocol: 'http' as const,
    engine,
    store,
    requests,
    /** The next calls answer with these statuses (Stripe down); returns a function that stops it. */
    failNext(status: number, times = 10) {
      failures = Array.from({ length: times }, () => status);
      return () => {
        failures = [];
      };
    },
    client: (key = 'sk_test_fake') =>
      new Stripe(key, {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 0,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer_offline');

/** An event as Stripe delivers it: JSON body and `Stripe-Signature` (timestamp in seconds). */
export function signedEvent(event: Stripe.Event, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, header };
}
