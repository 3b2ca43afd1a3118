import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequest, replier, type Handler } from './http.js';
import { fakeGitHub, fakeGoogle } from './identity-providers.js';
import { fakeNotion } from './notion.js';
import { fakeAtlassian } from './confluence.js';

export const FAKE_APPS = {
  github: { clientId: 'gh-client', clientSecret: 'gh-secret' },
  google: { clientId: 'google-client.apps.example', clientSecret: 'google-secret' },
  notion: { clientId: 'notion-client', clientSecret: 'notion-secret' },
  atlassian: { clientId: 'atl-client', clientSecret: 'atl-secret' },
};

/**
 * One local server speaking GitHub's, Google's, Notion's and Atlassian's HTTP APIs (each under
 * its own path prefix), so arctic, fetch and the product's clients run unchanged in tests and
 * journeys. `env` points the API at it; `only` leaves the other providers unconfigured.
 */
export async function startFakeProviders() {
  const github = fakeGitHub(FAKE_APPS.github);
  const google = fakeGoogle(FAKE_APPS.google);
  const notion = fakeNotion(FAKE_APPS.notion);
  const atlassian = fakeAtlassian(FAKE_APPS.atlassian);
  /** For tests in other processes (browser journeys): set who consents, read what was published. */
  const control: Handler = (req, reply) => {
    const path = req.url.pathname;
    if (!path.startsWith('/__control/')) return false;
    if (path === '/__control/github-account' && req.method === 'POST') {
      const b = req.body as { key: string; id: number; login: string; name: string; email: string };
      github.accounts.set(b.key, {
        id: b.id,
        login: b.login,
        name: b.name,
        emails: [{ email: b.email, primary: true, verified: true }],
      });
      github.server.control.account = b.key;
      reply(200, { ok: true });
    } else if (path === '/__control/notion-pages') {
      reply(200, [...notion.pages.values()]);
    } else if (path === '/__control/confluence-pages') {
      reply(200, [...atlassian.pages.values()]);
    } else reply(404, { message: 'Not Found' });
    return true;
  };
  const handlers: Handler[] = [
    control,
    github.handler,
    google.handler,
    notion.handler,
    atlassian.handler,
  ];
  const requests: string[] = [];

  const server = createServer((req, res) => {
    const reply = replier(res);
    void (async () => {
      const request = await readRequest(req, 'http://fake');
      requests.push(`${request.method} ${request.url.pathname}`);
      for (const handle of handlers) if (await handle(request, reply)) return;
      reply(404, { message: 'Not Found' });
    })().catch((err: unknown) => {
      if (!res.headersSent) reply(500, { message: String(err) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const env = (only?: ('github' | 'google' | 'notion' | 'atlassian')[]) => {
    const on = (p: keyof typeof FAKE_APPS) => !only || only.includes(p);
    const app = (p: keyof typeof FAKE_APPS, prefix: string) =>
      on(p)
        ? {
            [`${prefix}_CLIENT_ID`]: FAKE_APPS[p].clientId,
            [`${prefix}_CLIENT_SECRET`]: FAKE_APPS[p].clientSecret,
          }
        : {};
    return {
      ...app('github', 'GITHUB'),
      ...app('google', 'GOOGLE'),
      ...app('notion', 'NOTION'),
      ...app('atlassian', 'ATLASSIAN'),
      GITHUB_URL: `${url}/github`,
      GITHUB_API_URL: `${url}/github-api`,
      GOOGLE_AUTH_URL: `${url}/google/auth`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      NOTION_API_URL: `${url}/notion`,
      ATLASSIAN_AUTH_URL: `${url}/atlassian-auth`,
      ATLASSIAN_API_URL: `${url}/atlassian-api`,
    };
  };

  return {
    url,
    env,
    requests,
    github,
    google,
    notion,
    atlassian,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
