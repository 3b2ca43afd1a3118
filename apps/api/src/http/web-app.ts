import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages, type ErrorBody } from '@prd/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pagePolicy } from './security-headers.js';

const notFound: ErrorBody = { message: messages.general.notFound, code: 'NOT_FOUND' };
const NONCE_META = '<meta name="csp-nonce" content="__CSP_NONCE__" />';

/**
 * Serves the built SPA at / with a fallback to index.html for client routes; API paths and
 * missing assets answer a JSON 404. The page carries a fresh CSP nonce each time it is served.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
    return;
  }
  const [head, tail] = readFileSync(indexFile, 'utf8')
    .replace('</head>', `    ${NONCE_META}\n  </head>`)
    .split('__CSP_NONCE__');
  const sendPage = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pagePolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(`${head}${nonce}${tail}`);
  };

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendPage(reply));
  app.get('/index.html', { schema: { hide: true } }, (_req, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !isApi(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return sendPage(reply);
    return reply.status(404).send(notFound);
  });
}
