import { paths, signedFileQuery } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { InvalidFileKeyError } from '../../platform/files/index.js';
import { contentDisposition, mediaTypeFor } from './media-types.js';

interface FileRoutesOptions {
  /** Makes and stores a file that is made on demand (a PRD's Word file); false if unknown. */
  produce?: (key: string) => Promise<boolean>;
}

/**
 * Stored chat files and generated documents behind short-lived signed links: no bearer header
 * (they are used in <img> and download links); a bad, expired or tampered link is a plain 404.
 */
export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files, signedUrls } = app.services;

  app.get(
    paths.files,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file through a signed link (exp, sig, optional name)',
        params: z.object({ '*': z.string() }),
        querystring: signedFileQuery,
      },
    },
    async (req, reply) => {
      const key = req.params['*'];
      const { exp, sig, name } = req.query;
      if (!signedUrls.verify({ key, exp, sig, name })) throw new AppError('NOT_FOUND');
      // A key the store refuses (bad shape) is as missing as one that is not there; a store
      // that fails (a bucket out of reach) is our error, not a missing file.
      const open = () =>
        files.open(key).catch((err: unknown) => {
          if (err instanceof InvalidFileKeyError) return null;
          throw err;
        });
      let opened = await open();
      if (!opened && options.produce && (await options.produce(key))) opened = await open();
      if (!opened) throw new AppError('NOT_FOUND');
      const mediaType = mediaTypeFor(key);
      return reply
        .type(mediaType)
        .header('Content-Length', opened.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(mediaType, name ?? key.split('/').pop()!))
        .header('Cache-Control', `private, max-age=${signedUrls.ttlSeconds}`)
        .send(opened.stream);
    },
  );
};
