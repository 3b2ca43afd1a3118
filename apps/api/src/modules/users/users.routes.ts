import {
  billingDetail,
  messageResponse,
  messages,
  paths,
  profilePictureParams,
  updateUserBody,
  uploadPictureResponse,
  uploadsResponse,
  userResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, asMalformedBody } from '../../platform/errors/app-error.js';
import { authOf } from '../auth/index.js';
import type { IncomingFile } from './profile-picture.js';

const tags = ['user'];
// Guards run as onRequest hooks: without a valid token nothing else (body parsing, validation)
// happens, so callers cannot probe the API anonymously.
const security = [{ bearerAuth: [] }];

/** The `file` part of a multipart request, or undefined when there is none. */
async function incomingFile(req: FastifyRequest): Promise<IncomingFile | undefined> {
  if (!req.isMultipart()) return undefined;
  const part = await req.file();
  if (!part) return undefined;
  if (part.fieldname !== 'file') {
    part.file.resume();
    return undefined;
  }
  return { filename: part.filename, mimetype: part.mimetype, stream: part.file };
}

const isFileTooLarge = (err: unknown) =>
  err instanceof Error && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

export const userRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, billingAddress } = app.services;
  const { requireAuth } = app.guard;

  app.get(
    paths.user.getUser,
    {
      onRequest: requireAuth,
      schema: { tags, summary: 'The signed-in user', security, response: { 200: userResponse } },
    },
    (req) => users.getUser(authOf(req).user),
  );

  app.put(
    paths.user.updateUser,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Change your name (the email is read-only; another id is 404)',
        security,
        body: updateUserBody,
        response: { 200: messageResponse },
      },
    },
    (req) => users.updateUser(authOf(req).user, req.body, req.meta),
  );

  app.post(
    paths.user.uploadProfilePicture,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Upload a profile picture: multipart field `file`, PNG, JPEG, WebP or GIF up to 5 MB (413), others 415',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: uploadPictureResponse },
      },
    },
    async (req) => {
      try {
        const caller = authOf(req).user;
        return await users.uploadProfilePicture(caller, await incomingFile(req), req.meta);
      } catch (err) {
        if (isFileTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', messages.picture.tooLarge);
        throw asMalformedBody(err);
      }
    },
  );

  app.get(
    paths.user.profilePicture,
    {
      schema: {
        tags,
        summary: 'A stored profile picture (public: names are unguessable), image/webp',
        params: profilePictureParams,
      },
    },
    async (req, reply) => {
      const { stream, size } = await users.openProfilePicture(req.params.file);
      return reply
        .type('image/webp')
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline; filename="avatar.webp"')
        .header('Cache-Control', 'public, max-age=86400')
        .send(stream);
    },
  );

  app.get(
    paths.user.getUserUploads,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Uploads left on your plan',
        security,
        response: { 200: uploadsResponse },
      },
    },
    (req) => users.remainingUploads(authOf(req).user.id),
  );

  app.get(
    paths.user.getBillingDetails,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Your billing details (404 when none)',
        security,
        response: { 200: billingDetail },
      },
    },
    (req) => billingAddress.get(authOf(req).userId),
  );

  app.delete(
    paths.user.deleteBillingDetails,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Delete your billing details (404 when none)',
        security,
        response: { 200: messageResponse },
      },
    },
    (req) => billingAddress.remove(authOf(req).userId, req.meta),
  );
};
