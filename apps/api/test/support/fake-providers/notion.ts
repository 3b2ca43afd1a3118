import { randomUUID } from 'node:crypto';
import { createAuthorizationServer, type FakeApp } from './oauth-server.js';
import type { Handler } from './http.js';

interface FakeNotionPage {
  id: string;
  parentId: string | null;
  title: string;
  markdown: string;
  archived: boolean;
  url: string;
  /** Requests that wrote this page's content. */
  writes: number;
  /** Content sent as blocks (where Markdown content is switched off): top-level blocks. */
  blocks: Record<string, unknown>[];
}

interface RichText {
  text?: { content?: string };
}

/** Notion's limits on blocks in one request; a message naming the first one broken, or null. */
function blocksProblem(children: unknown, depth = 0): string | null {
  if (!Array.isArray(children)) return 'body.children should be an array';
  if (children.length > 100) return 'body.children.length should be ≤ `100`';
  for (const block of children as Record<string, unknown>[]) {
    const type = String(block.type);
    const body = (block[type] ?? {}) as {
      rich_text?: RichText[];
      cells?: RichText[][];
      children?: unknown;
    };
    for (const rich of [body.rich_text ?? [], ...(body.cells ?? [])]) {
      if (rich.length > 100) return 'rich_text.length should be ≤ `100`';
      if (rich.some((r) => (r.text?.content ?? '').length > 2000)) {
        return 'text.content.length should be ≤ `2000`';
      }
    }
    if (body.children !== undefined) {
      if (depth >= 1 && type !== 'table') return 'children nested too deep';
      const problem = blocksProblem(body.children, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** The text of blocks, one line per block (tests read what a page says). */
export function blocksText(blocks: Record<string, unknown>[]): string {
  return blocks
    .map((block) => {
      const type = String(block.type);
      const body = (block[type] ?? {}) as {
        rich_text?: RichText[];
        children?: Record<string, unknown>[];
        cells?: RichText[][];
      };
      const own = (body.cells ?? [body.rich_text ?? []])
        .map((rich) => rich.map((r) => r.text?.content ?? '').join(''))
        .join(' | ');
      const nested = body.children ? `\n${blocksText(body.children)}` : '';
      return `${type}: ${own}${nested}`;
    })
    .join('\n');
}

const MAX_MARKDOWN = 100_000;

/**
 * Notion's API under /notion: OAuth (refresh tokens kept across refreshes), search, pages with
 * Markdown content (create, update properties, replace or append Markdown). Requests beyond
 * `rateLimit` in a row answer 429 with Retry-After; Markdown over 100,000 characters in one
 * request is refused, as a real limit would.
 */
export function fakeNotion(app: FakeApp) {
  const server = createAuthorizationServer(app, { rotate: false, pkce: false });
  const pages = new Map<string, FakeNotionPage>();
  const control = {
    workspaceName: 'Acme Docs',
    throttleNext: 0,
    retryAfter: '1',
    requests: 0,
    versions: new Set<string>(),
    /** false: an API without Markdown content (the product falls back to blocks). */
    markdown: true,
    /** Every page's `url` in answers instead of its notion.so one (a hostile or broken API). */
    pageUrl: null as string | null,
  };
  const rootId = randomUUID();
  pages.set(rootId, {
    id: rootId,
    parentId: null,
    title: 'Product specs',
    markdown: '',
    archived: false,
    url: `https://www.notion.so/${rootId.replace(/-/g, '')}`,
    writes: 0,
    blocks: [],
  });

  const pageJson = (p: FakeNotionPage) => ({
    object: 'page',
    id: p.id,
    url: control.pageUrl ?? p.url,
    archived: p.archived,
    in_trash: p.archived,
    parent: p.parentId
      ? { type: 'page_id', page_id: p.parentId }
      : { type: 'workspace', workspace: true },
    properties: {
      title: {
        id: 'title',
        type: 'title',
        title: [{ type: 'text', plain_text: p.title, text: { content: p.title } }],
      },
    },
  });
  const titleOf = (props: unknown) => {
    const title = (props as { title?: { title?: { text?: { content?: string } }[] } })?.title
      ?.title;
    return (title ?? []).map((t) => t.text?.content ?? '').join('');
  };

  const handler: Handler = (req, reply) => {
    const path = req.url.pathname;
    if (!path.startsWith('/notion/')) return false;
    control.requests += 1;
    if (path === '/notion/v1/oauth/authorize') return (server.authorize(req, reply), true);
    if (path === '/notion/v1/oauth/token') {
      const grant = server.token(req, reply);
      if (grant) {
        reply(200, {
          access_token: grant.accessToken,
          refresh_token: grant.refreshToken,
          expires_in: server.control.accessTtl,
          token_type: 'bearer',
          bot_id: 'bot-1',
          workspace_id: 'ws-1',
          workspace_name: control.workspaceName,
          workspace_icon: null,
          owner: { type: 'user', user: { object: 'user', id: 'u-1' } },
        });
      }
      return true;
    }
    if (!server.accountOf(req.bearer)) {
      reply(401, {
        object: 'error',
        status: 401,
        code: 'unauthorized',
        message: 'API token is invalid.',
      });
      return true;
    }
    control.versions.add(String(req.headers['notion-version']));
    if (control.throttleNext > 0) {
      control.throttleNext -= 1;
      reply(
        429,
        { object: 'error', status: 429, code: 'rate_limited', message: 'Slow down.' },
        { 'retry-after': control.retryAfter },
      );
      return true;
    }
    const notFound = (message: string) =>
      reply(404, { object: 'error', status: 404, code: 'object_not_found', message });
    const invalid = (message: string) =>
      reply(400, { object: 'error', status: 400, code: 'validation_error', message });
    if (path === '/notion/v1/search' && req.method === 'POST') {
      const query = (typeof req.body.query === 'string' ? req.body.query : '').toLowerCase();
      const results = [...pages.values()].filter(
        (p) => !p.archived && p.title.toLowerCase().includes(query),
      );
      reply(200, {
        object: 'list',
        results: results.map(pageJson),
        has_more: false,
        next_cursor: null,
      });
      return true;
    }
    if (path === '/notion/v1/pages' && req.method === 'POST') {
      const parentId = (req.body.parent as { page_id?: string })?.page_id;
      const markdown = typeof req.body.markdown === 'string' ? req.body.markdown : '';
      if (!control.markdown && req.body.markdown !== undefined) {
        return (invalid('body failed validation: body.markdown should be not present.'), true);
      }
      const children = (req.body.children ?? []) as Record<string, unknown>[];
      const problem = blocksProblem(children);
      if (problem) return (invalid(`body failed validation: ${problem}.`), true);
      if (!parentId || !pages.has(parentId)) return (notFound('Could not find page.'), true);
      if (markdown.length > MAX_MARKDOWN) return (invalid('markdown is too long.'), true);
      const id = randomUUID();
      const page = {
        id,
        parentId,
        title: titleOf(req.body.properties),
        markdown,
        archived: false,
        url: `https://www.notion.so/${id.replace(/-/g, '')}`,
        writes: 1,
        blocks: [...children],
      };
      pages.set(id, page);
      reply(200, pageJson(page));
      return true;
    }
    const markdownPath = /^\/notion\/v1\/pages\/([0-9a-f-]+)\/markdown$/.exec(path);
    if (markdownPath && !control.markdown) {
      reply(400, {
        object: 'error',
        status: 400,
        code: 'invalid_request_url',
        message: 'Invalid request URL.',
      });
      return true;
    }
    const childrenPath = /^\/notion\/v1\/blocks\/([0-9a-f-]+)\/children$/.exec(path);
    if (childrenPath && req.method === 'PATCH') {
      const page = pages.get(childrenPath[1]!);
      if (!page || page.archived) return (notFound('Could not find block.'), true);
      const problem = blocksProblem(req.body.children);
      if (problem) return (invalid(`body failed validation: ${problem}.`), true);
      page.blocks.push(...(req.body.children as Record<string, unknown>[]));
      page.writes += 1;
      reply(200, { object: 'list', results: [], has_more: false, next_cursor: null });
      return true;
    }
    if (markdownPath && req.method === 'PATCH') {
      const page = pages.get(markdownPath[1]!);
      if (!page || page.archived) return (notFound('Could not find page.'), true);
      const b = req.body as {
        type?: string;
        replace_content?: { new_str?: string };
        insert_content?: { content?: string };
      };
      const text =
        b.type === 'replace_content' ? b.replace_content?.new_str : b.insert_content?.content;
      if (typeof text !== 'string') return (invalid('body failed validation.'), true);
      if (text.length > MAX_MARKDOWN) return (invalid('markdown is too long.'), true);
      page.markdown = b.type === 'replace_content' ? text : `${page.markdown}\n${text}`;
      page.writes += 1;
      reply(200, {
        object: 'page_markdown',
        id: page.id,
        markdown: page.markdown,
        truncated: false,
      });
      return true;
    }
    const pagePath = /^\/notion\/v1\/pages\/([0-9a-f-]+)$/.exec(path);
    if (pagePath) {
      const page = pages.get(pagePath[1]!);
      if (!page) return (notFound('Could not find page.'), true);
      if (req.method === 'PATCH') {
        if (req.body.properties) page.title = titleOf(req.body.properties);
        if (typeof req.body.in_trash === 'boolean') page.archived = req.body.in_trash;
        if (typeof req.body.archived === 'boolean') page.archived = req.body.archived;
      }
      reply(200, pageJson(page));
      return true;
    }
    reply(404, {
      object: 'error',
      status: 404,
      code: 'invalid_request_url',
      message: 'Invalid request URL.',
    });
    return true;
  };
  return { handler, server, pages, control, rootId };
}
