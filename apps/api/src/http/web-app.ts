import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { messages, type ErrorBody } from '@prd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES } from './compression.js';
import { pagePolicy } from './security-headers.js';

const notFound: ErrorBody = { message: messages.general.notFound, code: 'NOT_FOUND' };
const NONCE = '__CSP_NONCE__';
const NONCE_META = `<meta name="csp-nonce" content="${NONCE}" />`;
/** The landing's build-time shell in index.html (apps/web/build/prerender-landing.ts). */
const SHELL = /<!--landing-shell-->([\s\S]*?)<!--\/landing-shell-->/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

interface PageTemplate {
  /** The page split at each nonce placeholder. */
  parts: string[];
  /** CSP sources of the page's own inline scripts (the shell's), by their SHA-256. */
  scriptHashes: string[];
}

function pageTemplate(html: string): PageTemplate {
  const scriptHashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
  return { parts: html.split(NONCE), scriptHashes };
}

/**
 * br or gzip when the request's Accept-Encoding takes it (br first at equal weight), else
 * undefined (the page as it is).
 */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>();
  for (const item of String(header ?? '').split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0];
}

function compressPage(body: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * Serves the built SPA at / with a fallback to index.html for client routes; API paths and
 * missing assets answer a JSON 404. The page carries a fresh CSP nonce each time it is served,
 * so it is compressed per response; `/` keeps the landing's build-time shell, other addresses
 * get the empty root. Assets are served from their build-time Brotli or gzip copies when the
 * browser takes them (docs/decisions/029-compressed-assets-and-first-paint.md).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
    return;
  }
  const html = readFileSync(indexFile, 'utf8').replace('</head>', `    ${NONCE_META}\n  </head>`);
  const landing = pageTemplate(html.replace(SHELL, '$1'));
  const plain = pageTemplate(html.replace(SHELL, ''));

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PageTemplate) => {
    const nonce = randomBytes(16).toString('base64');
    const body = page.parts.join(nonce);
    void reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pagePolicy(nonce, page.scriptHashes))
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return reply.send(body);
    return reply.header('Content-Encoding', encoding).send(compressPage(body, encoding));
  };

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // `<file>.br` / `<file>.gz` written by the web build, by Accept-Encoding, with Vary.
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
  app.get('/', { schema: { hide: true } }, (req, reply) => sendPage(req, reply, landing));
  app.get('/index.html', { schema: { hide: true } }, (req, reply) => sendPage(req, reply, plain));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !isApi(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return sendPage(request, reply, plain);
    return reply.status(404).send(notFound);
  });
}
