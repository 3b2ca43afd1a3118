import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@prd/contract';
import type { FastifyInstance } from 'fastify';

const notFound = { message: messages.general.notFound };

/**
 * Serves the built SPA at / with a fallback to index.html for client routes; API paths and
 * missing assets answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
    return;
  }
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
  app.get('/', { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  );
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !isApi(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(notFound);
  });
}
