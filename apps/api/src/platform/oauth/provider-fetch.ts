/** A provider's API answered with an error status (or could not be reached: status 0). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

interface ProviderRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Per attempt. */
  timeoutMs?: number;
  /** 429 and 503 answers are retried this many times, after their Retry-After (capped). */
  retries?: number;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const MAX_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date; at least 0.5 s, at most MAX_WAIT_MS. */
export function retryDelayMs(header: string | null, attempt: number): number {
  const seconds = header ? Number(header) : NaN;
  let ms = Number.isFinite(seconds) ? seconds * 1000 : NaN;
  if (!Number.isFinite(ms) && header) ms = new Date(header).getTime() - Date.now();
  if (!Number.isFinite(ms)) ms = 500 * 2 ** attempt;
  return Math.min(MAX_WAIT_MS, Math.max(500, ms));
}

/** The answer's text, read no further than MAX_BODY_BYTES (a declared or actual excess fails). */
async function readText(response: Response): Promise<string> {
  const tooLarge = () =>
    new ProviderError(response.status, 'The provider sent too large an answer.');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await readText(response);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * JSON over HTTPS to an outside API with a time limit per attempt, a size cap on the answer and
 * Retry-After honoured on 429/503. Anything but 2xx throws ProviderError (status, parsed body).
 */
export async function providerFetch<T>(url: string, request: ProviderRequest = {}): Promise<T> {
  const retries = request.retries ?? 2;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'user-agent': 'PRD-Studio',
          ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...request.headers,
        },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
        redirect: 'error',
      });
    } catch (err) {
      throw new ProviderError(0, `The provider could not be reached (${(err as Error).name}).`);
    }
    if ((response.status === 429 || response.status === 503) && attempt < retries) {
      await response.body?.cancel();
      await sleep(retryDelayMs(response.headers.get('retry-after'), attempt));
      continue;
    }
    const body = await readBody(response);
    if (response.ok) return body as T;
    throw new ProviderError(response.status, `The provider answered ${response.status}.`, body);
  }
}
