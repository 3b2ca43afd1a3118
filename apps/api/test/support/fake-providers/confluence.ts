import { createAuthorizationServer, type FakeApp } from './oauth-server.js';
import type { Handler } from './http.js';

interface FakeConfluencePage {
  id: string;
  spaceId: string;
  title: string;
  body: string;
  version: number;
}

/**
 * Atlassian under /atlassian-auth (3LO; refresh tokens rotate: a used one is dead) and
 * /atlassian-api (accessible resources, Confluence's v2 spaces and pages for one cloud id). Page
 * titles are unique per space and updates must carry the next version number, as in Confluence.
 */
export function fakeAtlassian(app: FakeApp) {
  const server = createAuthorizationServer(app, { rotate: true, pkce: false });
  const cloudId = 'cloud-7f3a';
  const spaces = [
    { id: '98305', key: 'PRD', name: 'Product Requirements', type: 'global' },
    { id: '98306', key: 'ENG', name: 'Engineering', type: 'global' },
  ];
  const pages = new Map<string, FakeConfluencePage>();
  const control = {
    siteName: 'acme',
    nextId: 1000,
    requests: 0,
    /** The site address in answers (pages' `_links.base`, the site's `url`) when set. */
    siteUrl: null as string | null,
  };
  const site = () => control.siteUrl ?? `https://${control.siteName}.atlassian.net`;
  const wiki = `/atlassian-api/ex/confluence/${cloudId}/wiki/api/v2`;

  const pageJson = (p: FakeConfluencePage) => {
    const key = spaces.find((s) => s.id === p.spaceId)?.key ?? '';
    return {
      id: p.id,
      status: 'current',
      title: p.title,
      spaceId: p.spaceId,
      version: { number: p.version },
      body: { storage: { representation: 'storage', value: p.body } },
      _links: {
        webui: `/spaces/${key}/pages/${p.id}`,
        base: `${site()}/wiki`,
      },
    };
  };

  const handler: Handler = (req, reply) => {
    const path = req.url.pathname;
    if (path === '/atlassian-auth/authorize') return (server.authorize(req, reply), true);
    if (path === '/atlassian-auth/oauth/token' && req.method === 'POST') {
      const grant = server.token(req, reply);
      if (grant) {
        reply(200, {
          access_token: grant.accessToken,
          refresh_token: grant.refreshToken,
          expires_in: server.control.accessTtl,
          token_type: 'Bearer',
          scope: 'read:space:confluence write:page:confluence offline_access',
        });
      }
      return true;
    }
    if (!path.startsWith('/atlassian-api/')) return false;
    control.requests += 1;
    if (!server.accountOf(req.bearer))
      return (reply(401, { code: 401, message: 'Unauthorized' }), true);
    if (path === '/atlassian-api/oauth/token/accessible-resources') {
      reply(200, [
        {
          id: cloudId,
          url: site(),
          name: control.siteName,
          scopes: ['read:space:confluence'],
          avatarUrl: '',
        },
      ]);
      return true;
    }
    if (path === `${wiki}/spaces` && req.method === 'GET') {
      const keys = req.url.searchParams.get('keys')?.split(',');
      reply(200, { results: spaces.filter((s) => !keys || keys.includes(s.key)), _links: {} });
      return true;
    }
    if (path === `${wiki}/pages` && req.method === 'POST') {
      const b = req.body as {
        spaceId?: string;
        title?: string;
        body?: { value?: string; representation?: string };
      };
      if (!spaces.some((s) => s.id === b.spaceId))
        return (reply(400, { errors: [{ status: 400, title: 'Invalid space id' }] }), true);
      if ([...pages.values()].some((p) => p.spaceId === b.spaceId && p.title === b.title)) {
        reply(400, {
          errors: [
            {
              status: 400,
              code: 'INVALID_REQUEST_PARAMETER',
              title:
                'A page with this title already exists: A page already exists with the same TITLE in this space',
            },
          ],
        });
        return true;
      }
      if (b.body?.representation !== 'storage' || typeof b.body.value !== 'string') {
        return (
          reply(400, { errors: [{ status: 400, title: 'Body must be storage format' }] }),
          true
        );
      }
      const page = {
        id: String((control.nextId += 1)),
        spaceId: b.spaceId!,
        title: String(b.title),
        body: b.body.value,
        version: 1,
      };
      pages.set(page.id, page);
      reply(200, pageJson(page));
      return true;
    }
    const pagePath = new RegExp(`^${wiki}/pages/(\\d+)$`).exec(path);
    if (pagePath) {
      const page = pages.get(pagePath[1]!);
      if (!page) return (reply(404, { errors: [{ status: 404, title: 'Not Found' }] }), true);
      if (req.method === 'PUT') {
        const b = req.body as {
          title?: string;
          version?: { number?: number };
          body?: { value?: string };
        };
        if (b.version?.number !== page.version + 1) {
          return (
            reply(409, { errors: [{ status: 409, title: 'Version must be incremented' }] }),
            true
          );
        }
        page.title = String(b.title);
        page.body = String(b.body?.value ?? '');
        page.version += 1;
      }
      reply(200, pageJson(page));
      return true;
    }
    reply(404, { errors: [{ status: 404, title: 'Not Found' }] });
    return true;
  };
  return { handler, server, pages, spaces, control, cloudId };
}
