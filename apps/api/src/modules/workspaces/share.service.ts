import {
  messages,
  type ConfluenceShareBody,
  type NotionShareBody,
  type ShareResponse,
} from '@prd/contract';
import {
  markdownToConfluenceStorage,
  plainTextToConfluenceStorage,
} from '@prd/documents/confluence';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ProviderError } from '../../platform/oauth/index.js';
import { createThrottle } from '../../platform/throttle/index.js';
import type { ChatHistoryService } from '../prd/index.js';
import type { ConnectionsService } from './connections.service.js';
import { WORKSPACE_NAMES } from './connections.service.js';
import { createConnectionsRepository, type WorkspaceProvider } from './connections.repository.js';
import { createNotionPublisher } from './notion.publisher.js';
import { createConfluencePublisher } from './confluence.publisher.js';
import { plainTextAsMarkdown } from './markdown-chunks.js';

/** Publishes one user may make per minute (each is several calls to the provider). */
const PUBLISH_RULE = { max: 20, windowSeconds: 60 };
const READ_RULE = { max: 60, windowSeconds: 60 };

type ShareDeps = Pick<Platform, 'db' | 'config' | 'audit' | 'limiter' | 'log'>;

/** A provider's refusal as the person should read it (status kept meaningful for the client). */
function providerFailure(provider: WorkspaceProvider, err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  const name = WORKSPACE_NAMES[provider];
  const said = typeof err.body === 'object' && err.body ? JSON.stringify(err.body) : '';
  if (err.status === 429) {
    return new AppError('RATE_LIMITED', `${name} is busy right now. Please try again in a minute.`);
  }
  if (err.status === 403) {
    return new AppError('FORBIDDEN', `${name} refused: PRD Studio has no access to that place.`);
  }
  if (err.status === 404) {
    return new AppError('NOT_FOUND', `${name} could not find that page or space.`);
  }
  if (err.status === 400 && /already exists/i.test(said)) {
    return new AppError('CONFLICT', `A page with this title already exists in that space.`);
  }
  return new AppError(
    'UPSTREAM_FAILED',
    provider === 'notion' ? messages.share.notionFailure : messages.share.confluenceFailure,
  );
}

async function record(
  audit: ShareDeps['audit'],
  meta: RequestMeta,
  userId: string,
  provider: WorkspaceProvider,
  outcome: 'success' | 'failure',
  details: Record<string, unknown>,
) {
  await audit.record(meta, {
    event: 'prd_published',
    outcome,
    userId,
    details: { provider, ...details },
  });
}

/** What the person picks a place from: their Notion pages and Confluence spaces. */
function createWorkspaceReads(
  deps: ShareDeps,
  connections: ConnectionsService,
  throttle: ReturnType<typeof createThrottle>,
) {
  const { config } = deps;
  return {
    async notionPages(userId: string, query: string | undefined, meta: RequestMeta) {
      await throttle.take(
        { key: `workspace:read:${userId}`, rule: READ_RULE },
        meta,
        'workspace_read',
      );
      return connections
        .withToken(userId, 'notion', async (token, conn) => {
          const results = await createNotionPublisher(config.oauth.notion!.apiUrl, token).pages(
            query,
          );
          const remembered = results.some((p) => p.id === conn.defaultParentId)
            ? conn.defaultParentId
            : null;
          return { results, default_id: remembered };
        })
        .catch((err: unknown) => {
          throw providerFailure('notion', err);
        });
    },

    async confluenceSpaces(userId: string, query: string | undefined, meta: RequestMeta) {
      await throttle.take(
        { key: `workspace:read:${userId}`, rule: READ_RULE },
        meta,
        'workspace_read',
      );
      return connections
        .withToken(userId, 'confluence', async (token, conn) => ({
          results: await createConfluencePublisher({
            apiUrl: config.oauth.atlassian!.apiUrl,
            cloudId: conn.externalId,
            siteUrl: conn.siteUrl,
            token,
          }).spaces(query),
        }))
        .catch((err: unknown) => {
          throw providerFailure('confluence', err);
        });
    },
  };
}

/**
 * Publishing PRDs: the Markdown of the chat answer named by chat_id (the owner's only) with its
 * structure, or the text sent; publishing the same answer to the same place again updates the
 * page it made. Every publish is audited; tokens never leave the server.
 */
export function createShareService(
  deps: ShareDeps,
  connections: ConnectionsService,
  chats: Pick<ChatHistoryService, 'ownAnswerMarkdown'>,
) {
  const { config, audit } = deps;
  const throttle = createThrottle(deps.limiter, audit);
  const published = createConnectionsRepository(deps.db);

  async function content(userId: string, chatId: number | undefined, text: string) {
    return chatId === undefined
      ? plainTextAsMarkdown(text)
      : chats.ownAnswerMarkdown(userId, chatId);
  }

  async function guarded<T>(
    provider: WorkspaceProvider,
    userId: string,
    meta: RequestMeta,
    work: () => Promise<T>,
  ) {
    await throttle.take({ key: `publish:${userId}`, rule: PUBLISH_RULE }, meta, 'publish');
    try {
      return await work();
    } catch (err) {
      const failure = providerFailure(provider, err);
      await record(audit, meta, userId, provider, 'failure', {
        reason: failure instanceof AppError ? failure.code : 'error',
      });
      throw failure;
    }
  }

  return {
    ...createWorkspaceReads(deps, connections, throttle),

    async toNotion(
      userId: string,
      body: NotionShareBody,
      meta: RequestMeta,
    ): Promise<ShareResponse> {
      const markdown = await content(userId, body.chat_id, body.text);
      return guarded('notion', userId, meta, () =>
        connections.withToken(userId, 'notion', async (token, conn) => {
          const notion = createNotionPublisher(config.oauth.notion!.apiUrl, token);
          let parentId = body.parent_id ?? conn.defaultParentId;
          if (!parentId) {
            const [first] = await notion.pages(undefined);
            if (!first) throw new AppError('NOT_FOUND', messages.share.noPages);
            parentId = first.id;
          }
          const earlier =
            body.chat_id === undefined
              ? undefined
              : await published.findPublished(userId, 'notion', body.chat_id, parentId);
          const replaced = earlier
            ? await notion.replace(earlier.pageId, body.title, markdown)
            : null;
          const page = replaced ?? (await notion.create(parentId, body.title, markdown));
          if (body.chat_id !== undefined) {
            await published.savePublished({
              userId,
              provider: 'notion',
              chatId: body.chat_id,
              target: parentId,
              pageId: page.id,
              url: page.url,
            });
          }
          await published.setDefaultParent(userId, parentId);
          await record(audit, meta, userId, 'notion', 'success', {
            page_id: page.id,
            updated: Boolean(replaced),
            chars: markdown.length,
          });
          return {
            message: messages.share.notionSuccess,
            page_id: page.id,
            url: page.url,
            updated: Boolean(replaced),
          };
        }),
      );
    },

    async toConfluence(
      userId: string,
      body: ConfluenceShareBody,
      meta: RequestMeta,
    ): Promise<ShareResponse> {
      // The spec's plain text is kept as text; a chat answer's Markdown keeps its structure.
      const storage =
        body.chat_id === undefined
          ? plainTextToConfluenceStorage(body.prd_data)
          : markdownToConfluenceStorage(await chats.ownAnswerMarkdown(userId, body.chat_id));
      return guarded('confluence', userId, meta, () =>
        connections.withToken(userId, 'confluence', async (token, conn) => {
          const wiki = createConfluencePublisher({
            apiUrl: config.oauth.atlassian!.apiUrl,
            cloudId: conn.externalId,
            siteUrl: conn.siteUrl,
            token,
          });
          const space = await wiki.spaceByKey(body.space_key);
          if (!space)
            throw new AppError('NOT_FOUND', 'That space was not found in your Confluence site.');
          const earlier =
            body.chat_id === undefined
              ? undefined
              : await published.findPublished(userId, 'confluence', body.chat_id, space.key);
          const replaced = earlier ? await wiki.update(earlier.pageId, body.title, storage) : null;
          const page = replaced ?? (await wiki.create(space.id, body.title, storage));
          if (body.chat_id !== undefined) {
            await published.savePublished({
              userId,
              provider: 'confluence',
              chatId: body.chat_id,
              target: space.key,
              pageId: page.id,
              url: page.url,
            });
          }
          await record(audit, meta, userId, 'confluence', 'success', {
            page_id: page.id,
            space: space.key,
            updated: Boolean(replaced),
          });
          return {
            message: messages.share.confluenceSuccess,
            page_id: page.id,
            url: page.url,
            updated: Boolean(replaced),
          };
        }),
      );
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
