import {
  diffVersionsQuery,
  diffVersionsResponse,
  downloadVersionQuery,
  getDocumentsQuery,
  getDocumentsResponse,
  getVersionQuery,
  getVersionResponse,
  getVersionsQuery,
  getVersionsResponse,
  messages,
  paths,
  restoreVersionQuery,
  restoreVersionResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readVisitorId } from '../../platform/visitors/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DocumentReader } from './documents.service.js';
import { attachment } from './download.js';
import { examples } from './examples.js';

const tags = ['documents'];
/** A bearer token, or none (a visitor, known by the signed `prd_visitor` cookie). */
const security: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

const WHO =
  " Who: the chat's owner (a bearer token, or a visitor's signed `prd_visitor` cookie); admins " +
  "may read any chat's documents (audited) but restore only in their own. Anyone else gets 404 " +
  '`DOCUMENT_NOT_FOUND` (or `NOT_FOUND` for a chat), the same as for one that does not exist. ' +
  'Bad ids or numbers: 422 `VALIDATION`; a number the document does not have: 404 ' +
  '`VERSION_NOT_FOUND`. Visitors are throttled per IP (429).';

/** The reader: a token's account, else a visitor's valid signed cookie; nobody else reads. */
function readerOf(req: FastifyRequest, notFound: AppError): DocumentReader {
  const auth = req.auth;
  if (auth) {
    return auth.role === 'admin'
      ? { kind: 'admin', userId: auth.userId }
      : { kind: 'user', userId: auth.userId };
  }
  const visitorId = readVisitorId(req);
  if (visitorId) return { kind: 'visitor', visitorId };
  throw notFound;
}

const noDocument = () => new AppError('DOCUMENT_NOT_FOUND', messages.chat.documentNotFound);
const noSession = () => new AppError('NOT_FOUND', messages.chat.sessionNotFound);

/** Reading: a chat's documents, a document's versions, one version and a diff. */
const readingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.documents;
  const onRequest = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.optionalAuth(req, reply);

  app.get(
    paths.documents.getDocuments,
    {
      onRequest,
      schema: {
        tags,
        summary: "A chat's PRD documents, oldest first (the last one is the chat's current one)",
        description:
          'A chat has one document; a "write a second PRD for X" starts another in the same chat. ' +
          '`current_version` is what the next revision starts from (a restore moves it), ' +
          '`latest_version` the highest number. Example: `GET /api/v1/prd_documents/get_documents' +
          '?session_id=5b0f…`.' +
          WHO,
        security,
        querystring: getDocumentsQuery,
        response: { 200: getDocumentsResponse.meta({ example: examples.documents }) },
      },
    },
    (req) => service.getDocuments(readerOf(req, noSession()), req.query.session_id, req.meta),
  );

  app.get(
    paths.documents.getVersions,
    {
      onRequest,
      schema: {
        tags,
        summary: "A document and its versions, oldest first (the version picker's list)",
        description:
          'Versions are immutable and numbered 1, 2, 3 per document, shown as `label` 0.1, 0.2, ' +
          '0.3. `summary` is the one line of changes ("2 changes: FR-4 added, launch moved to ' +
          'Q3"); `chat_id` the answer that wrote it (null for a restore); `origin` what made it ' +
          '(draft, revise, replace, regenerate, edit, restore, section_edit, import). Example: ' +
          '`GET /api/v1/prd_documents/get_versions?document_id=…`.' +
          WHO,
        security,
        querystring: getVersionsQuery,
        response: { 200: getVersionsResponse.meta({ example: examples.versions }) },
      },
    },
    (req) => service.getVersions(readerOf(req, noDocument()), req.query.document_id, req.meta),
  );

  app.get(
    paths.documents.getVersion,
    {
      onRequest,
      schema: {
        tags,
        summary: 'One version: the model, its Markdown, the outline and its changes',
        description:
          '`model` is the structured PRD (items with stable ids such as FR-4, their sources and ' +
          'basis); `markdown` is rendered from it; `outline` lists sections and items to jump to; ' +
          '`changes` are the changes from the version it was made from. Example: `GET ' +
          '/api/v1/prd_documents/get_version?document_id=…&version=2`.' +
          WHO,
        security,
        querystring: getVersionQuery,
        response: { 200: getVersionResponse.meta({ example: examples.version }) },
      },
    },
    (req) =>
      service.getVersion(
        readerOf(req, noDocument()),
        req.query.document_id,
        req.query.version,
        req.meta,
      ),
  );

  app.get(
    paths.documents.diff,
    {
      onRequest,
      schema: {
        tags,
        summary: 'What changed from one version to another (added, removed, changed, moved)',
        description:
          'Any two versions of the document, in either order (`from` is the before). Example: ' +
          '`GET /api/v1/prd_documents/diff?document_id=…&from=1&to=3`.' +
          WHO,
        security,
        querystring: diffVersionsQuery,
        response: { 200: diffVersionsResponse.meta({ example: examples.diff }) },
      },
    },
    (req) =>
      service.diff(
        readerOf(req, noDocument()),
        { documentId: req.query.document_id, from: req.query.from, to: req.query.to },
        req.meta,
      ),
  );
};

/** Acting on a version: restore it, or download it as a file. */
const versionActionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.documents;
  const onRequest = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.optionalAuth(req, reply);

  app.post(
    paths.documents.restoreVersion,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Restore a version: a new version equal to it becomes current (free)',
        description:
          'Uses no upload. The new version has origin `restore`, author `person` and `based_on` ' +
          "the restored number; the next revision starts from it. The chat's owner only (admins " +
          "too in their own chats; another's is 404). 409 `ANSWER_IN_PROGRESS` while an answer " +
          'is being written in the chat. Example: `POST /api/v1/prd_documents/restore_version' +
          '?document_id=…&version=1`.' +
          WHO,
        security,
        querystring: restoreVersionQuery,
        response: { 200: restoreVersionResponse.meta({ example: examples.restore }) },
      },
    },
    (req) =>
      service.restore(
        readerOf(req, noDocument()),
        req.query.document_id,
        req.query.version,
        req.meta,
      ),
  );

  app.get(
    paths.documents.download,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Download a version as Word (docx), text (txt) or Markdown (md)',
        description:
          'The file is named for the product and the version, e.g. `ShiftSwap-PRD-v0.3.docx` ' +
          '(Content-Disposition: attachment, with an RFC 5987 `filename*` for names beyond ' +
          'ASCII). Content types: docx ' +
          '`application/vnd.openxmlformats-officedocument.wordprocessingml.document`, txt ' +
          '`text/plain; charset=utf-8`, md `text/markdown; charset=utf-8`. 503 `UNAVAILABLE` ' +
          'when the Word file could not be made. Example: `GET /api/v1/prd_documents/download' +
          '?document_id=…&version=3&format=docx`.' +
          WHO,
        security,
        querystring: downloadVersionQuery,
      },
    },
    async (req, reply) => {
      const file = await service.download(
        readerOf(req, noDocument()),
        {
          documentId: req.query.document_id,
          number: req.query.version,
          format: req.query.format,
        },
        req.meta,
      );
      return reply
        .type(file.mediaType)
        .header('Content-Disposition', attachment(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
};

/** A chat's PRD documents: versions, one version, a diff, restore and download (issue 26). */
export const documentsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(readingRoutes);
  await fastify.register(versionActionRoutes);
};
