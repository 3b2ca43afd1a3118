import { providerFetch, ProviderError } from '../../platform/oauth/index.js';
import { httpsLink } from './page-link.js';

interface ConfluenceSpace {
  id: string;
  key: string;
  name: string;
}

interface PageAnswer {
  id?: unknown;
  version?: { number?: unknown };
  _links?: { webui?: unknown; base?: unknown };
}

interface SpacesAnswer {
  results?: { id?: unknown; key?: unknown; name?: unknown }[];
  _links?: { next?: unknown };
}

/** Pages of spaces read at most (250 each). */
const MAX_SPACE_PAGES = 8;
/** Titles tried when the space already has a page with the PRD's title. */
const TITLE_ATTEMPTS = 5;

const spaceOf = (s: { id?: unknown; key?: unknown; name?: unknown }): ConfluenceSpace | null =>
  (typeof s.id === 'string' || typeof s.id === 'number') && typeof s.key === 'string' && s.key
    ? { id: String(s.id), key: s.key, name: typeof s.name === 'string' ? s.name : s.key }
    : null;

const titleTaken = (err: unknown) =>
  err instanceof ProviderError &&
  err.status === 400 &&
  /already exists/i.test(JSON.stringify(err.body ?? ''));

/** Confluence Cloud's v2 REST API through Atlassian's gateway for one site (cloud id). */
export function createConfluencePublisher(opts: {
  apiUrl: string;
  cloudId: string;
  siteUrl: string | null;
  token: string;
}) {
  const base = `${opts.apiUrl}/ex/confluence/${encodeURIComponent(opts.cloudId)}/wiki/api/v2`;
  const get = <T>(path: string) => providerFetch<T>(`${base}${path}`, { token: opts.token });

  const pageUrl = (page: PageAnswer): string | null => {
    const webui = typeof page._links?.webui === 'string' ? page._links.webui : null;
    if (!webui) return null;
    const root =
      typeof page._links?.base === 'string'
        ? page._links.base
        : opts.siteUrl
          ? `${opts.siteUrl}/wiki`
          : null;
    return root ? httpsLink(`${root}${webui}`) : null;
  };

  async function create(spaceId: string, title: string, storage: string) {
    for (let attempt = 1; ; attempt += 1) {
      const name = attempt === 1 ? title : `${title} (${attempt})`;
      try {
        return await providerFetch<PageAnswer>(`${base}/pages`, {
          method: 'POST',
          token: opts.token,
          json: {
            spaceId,
            status: 'current',
            title: name,
            body: { representation: 'storage', value: storage },
          },
        });
      } catch (err) {
        if (!titleTaken(err) || attempt >= TITLE_ATTEMPTS) throw err;
      }
    }
  }

  return {
    /** The spaces this person can see, by name; `query` matches key or name. */
    async spaces(query?: string): Promise<ConfluenceSpace[]> {
      const found: ConfluenceSpace[] = [];
      let next: string | null = '/spaces?limit=250&sort=name';
      for (let page = 0; next && page < MAX_SPACE_PAGES; page += 1) {
        const answer: SpacesAnswer = await get<SpacesAnswer>(next);
        for (const s of answer.results ?? []) {
          const space = spaceOf(s);
          if (space) found.push(space);
        }
        const link = answer._links?.next;
        // The next link is relative to the site's /wiki/api/v2 (same gateway base).
        next = typeof link === 'string' ? link.replace(/^.*\/wiki\/api\/v2/, '') : null;
      }
      const q = query?.toLowerCase();
      return q
        ? found.filter((s) => s.key.toLowerCase().includes(q) || s.name.toLowerCase().includes(q))
        : found;
    },

    async spaceByKey(key: string): Promise<ConfluenceSpace | null> {
      const answer = await get<SpacesAnswer>(`/spaces?keys=${encodeURIComponent(key)}&limit=1`);
      const space = (answer.results ?? []).map(spaceOf).find((s) => s?.key === key);
      return space ?? null;
    },

    async create(spaceId: string, title: string, storage: string) {
      const page = await create(spaceId, title, storage);
      return { id: String(page.id), url: pageUrl(page) };
    },

    /** A new version of the page (version + 1); null when the page is gone. */
    async update(pageId: string, title: string, storage: string) {
      const path = `/pages/${encodeURIComponent(pageId)}`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        let current: PageAnswer;
        try {
          current = await get<PageAnswer>(path);
        } catch (err) {
          if (err instanceof ProviderError && err.status === 404) return null;
          throw err;
        }
        const version = typeof current.version?.number === 'number' ? current.version.number : 1;
        try {
          const page = await providerFetch<PageAnswer>(`${base}${path}`, {
            method: 'PUT',
            token: opts.token,
            json: {
              id: pageId,
              status: 'current',
              title,
              body: { representation: 'storage', value: storage },
              version: { number: version + 1, message: 'Updated from PRD Studio' },
            },
          });
          return { id: pageId, url: pageUrl(page) };
        } catch (err) {
          // Someone saved a version in between: read it again once.
          if (!(err instanceof ProviderError && err.status === 409) || attempt > 0) throw err;
        }
      }
      return null;
    },
  };
}
