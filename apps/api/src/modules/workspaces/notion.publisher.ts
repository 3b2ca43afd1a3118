import {
  APIResponseError,
  Client,
  isNotionClientError,
  LogLevel,
  type BlockObjectRequest,
} from '@notionhq/client';
import { chunkBlocks, markdownToNotionBlocks } from '@prd/documents/notion';
import { ProviderError } from '../../platform/oauth/index.js';
import { splitMarkdown } from './markdown-chunks.js';
import { httpsLink } from './page-link.js';

/** Characters of Markdown one request carries; longer PRDs go in several (create, then append). */
const NOTION_CHUNK = 20_000;

interface NotionPageRef {
  id: string;
  url: string | null;
}

/** Notion errors as ProviderError (status, Notion's code and message), for one handling path. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof APIResponseError) {
      throw new ProviderError(err.status, err.message, { code: err.code });
    }
    if (isNotionClientError(err)) throw new ProviderError(0, err.message);
    throw err;
  }
}

interface PageLike {
  id: string;
  url?: string;
  in_trash?: boolean;
  archived?: boolean;
  properties?: Record<string, { type?: string; title?: { plain_text?: string }[] }>;
}

const titleOf = (page: PageLike) => {
  const prop = Object.values(page.properties ?? {}).find((p) => p?.type === 'title');
  return (prop?.title ?? []).map((t) => t.plain_text ?? '').join('') || 'Untitled';
};
/** Notion refused the Markdown content (an API without it): blocks are sent instead. */
const noMarkdown = (err: unknown) =>
  err instanceof ProviderError &&
  err.status === 400 &&
  (/markdown/i.test(err.message) ||
    (err.body as { code?: string } | undefined)?.code === 'invalid_request_url');

const titleProperty = (title: string) => ({
  title: { title: [{ type: 'text' as const, text: { content: title.slice(0, 2000) } }] },
});

/**
 * Publishing to Notion with its client: pages with Markdown content (Notion turns headings,
 * lists, tables, bold and code into blocks), sent in pieces of NOTION_CHUNK characters; where
 * Notion refuses Markdown content, blocks converted here in batches of 100. 429s are retried by
 * the client after Retry-After.
 */
export function createNotionPublisher(apiUrl: string, token: string) {
  const notion = new Client({
    auth: token,
    baseUrl: apiUrl,
    timeoutMs: 20_000,
    retry: { maxRetries: 3, initialRetryDelayMs: 500, maxRetryDelayMs: 10_000 },
    logLevel: LogLevel.ERROR,
    logger: () => {},
  });

  async function append(pageId: string, pieces: string[]) {
    for (const content of pieces) {
      await call(() =>
        notion.pages.updateMarkdown({
          page_id: pageId,
          type: 'insert_content',
          insert_content: { content, position: { type: 'end' } },
        }),
      );
    }
  }

  /** The page with its content as blocks: the first 100 with the page, the rest appended. */
  async function createWithBlocks(parentId: string, title: string, markdown: string) {
    const [first = [], ...rest] = chunkBlocks(markdownToNotionBlocks(markdown));
    const page = (await call(() =>
      notion.pages.create({
        parent: { page_id: parentId },
        properties: titleProperty(title),
        children: first as unknown as BlockObjectRequest[],
      }),
    )) as PageLike;
    for (const children of rest) {
      await call(() =>
        notion.blocks.children.append({
          block_id: page.id,
          children: children as unknown as BlockObjectRequest[],
        }),
      );
    }
    return { id: page.id, url: httpsLink(page.url) };
  }

  return {
    /** Pages the integration can reach (newest edits first), optionally matching `query`. */
    async pages(query: string | undefined) {
      const res = await call(() =>
        notion.search({
          query: query ?? '',
          filter: { property: 'object', value: 'page' },
          sort: { direction: 'descending', timestamp: 'last_edited_time' },
          page_size: 50,
        }),
      );
      return (res.results as PageLike[])
        .filter((p) => !p.in_trash && !p.archived)
        .map((p) => ({ id: p.id, title: titleOf(p).slice(0, 200), url: httpsLink(p.url) }));
    },

    async create(parentId: string, title: string, markdown: string): Promise<NotionPageRef> {
      const [first = '', ...rest] = splitMarkdown(markdown, NOTION_CHUNK);
      let page: PageLike;
      try {
        page = await call(() =>
          notion.pages.create({
            parent: { page_id: parentId },
            properties: titleProperty(title),
            markdown: first,
          }),
        );
      } catch (err) {
        if (!noMarkdown(err)) throw err;
        return createWithBlocks(parentId, title, markdown);
      }
      await append(page.id, rest);
      return { id: page.id, url: httpsLink(page.url) };
    },

    /** The page's title and whole content replaced; null when the page is gone (deleted, trashed). */
    async replace(pageId: string, title: string, markdown: string): Promise<NotionPageRef | null> {
      let page: PageLike;
      try {
        page = await call(() =>
          notion.pages.update({ page_id: pageId, properties: titleProperty(title) }),
        );
      } catch (err) {
        if (err instanceof ProviderError && err.status === 404) return null;
        throw err;
      }
      if (page.in_trash || page.archived) return null;
      const [first = '', ...rest] = splitMarkdown(markdown, NOTION_CHUNK);
      try {
        await call(() =>
          notion.pages.updateMarkdown({
            page_id: pageId,
            type: 'replace_content',
            replace_content: { new_str: first, allow_deleting_content: true },
          }),
        );
      } catch (err) {
        if (!noMarkdown(err)) throw err;
        // Without Markdown content, emptying a page is a call per block: the old page goes to
        // the trash and a new one takes its place.
        await call(() => notion.pages.update({ page_id: pageId, in_trash: true }));
        return null;
      }
      await append(pageId, rest);
      return { id: page.id, url: httpsLink(page.url) };
    },
  };
}
