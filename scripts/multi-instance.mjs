// The production shape, run for real on one machine (issue 11, run in CI): PostgreSQL, Redis,
// the S3 test server, two API processes (RUN_WORKER=false) and one worker process behind a
// small proxy (scripts/lib/proxy.mjs), with a fake OpenAI-compatible provider. Each check
// names the instance every call goes to (A or B) and prints PASS or FAIL; the exit code is
// non-zero on any FAIL. `KEEP_LOGS=1` keeps the processes' logs (their folder is printed).
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { ensureApiFresh } from './bench/lib/processes.mjs';
import { startCluster } from './lib/cluster.mjs';
import { startFakeProvider } from './lib/fake-provider.mjs';
import { startProxy, TARGET_HEADER } from './lib/proxy.mjs';
import { events } from './lib/sse.mjs';

// The suites' hand-written PDF (a real file the extractor reads).
const { buildPdf } = await tsImport('../apps/api/test/fixtures/write-pdf.ts', import.meta.url);
const API = '/api/v1';
const FREE_LIMIT = 3;
const FORGOT_ACCOUNT_MAX = 2;
const started = performance.now();
const tag = () => randomBytes(5).toString('hex');

// Whatever hangs, the run ends (CI must not wait for its own timeout).
const watchdog = setTimeout(() => {
  console.log('FAIL the run took more than 4 minutes');
  process.exit(1);
}, 240_000);
watchdog.unref();

ensureApiFresh();
const provider = await startFakeProvider();
console.log('starting PostgreSQL database, Redis prefix, S3 server, 2 APIs and a worker…');
const cluster = await startCluster({
  env: {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.url,
    AI_MODEL: 'fake-model',
    ANON_FREE_LIMIT: String(FREE_LIMIT),
    RATE_FORGOT_ACCOUNT_MAX: String(FORGOT_ACCOUNT_MAX),
  },
});
const proxy = await startProxy({ a: cluster.apis.a.url, b: cluster.apis.b.url });
console.log(
  `ready in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(database ${cluster.databaseUrl.split('/').pop()}, Redis prefix ${cluster.redisPrefix}, S3 ${cluster.s3.endpoint})`,
);

/** One call through the proxy to instance `target` ('a' or 'b'). */
async function call(target, method, path, { token, json, form, headers = {}, signal } = {}) {
  const h = { [TARGET_HEADER]: target, ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  return fetch(`${proxy.url}${path.startsWith('/api') ? '' : API}${path}`, {
    method,
    headers: h,
    body,
    signal,
  });
}

const sendForm = (text, files = []) => {
  const form = new FormData();
  if (text) form.append('user_input', text);
  for (const f of files) form.append('files', new Blob([f.content], { type: f.type }), f.name);
  return form;
};

const idOrder = (id) => id.split('-').map(Number);
const after = (x, y) => {
  const [a, b] = [idOrder(x), idOrder(y)];
  return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
};

async function register(target, email, password) {
  const res = await call(target, 'POST', '/auth/register', {
    json: { name: 'Multi Tester', email, password, confirmpassword: password },
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
}
async function login(target, email, password) {
  const res = await call(target, 'POST', '/auth/login', { json: { email, password } });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.json();
}

const CHECK_TIMEOUT_MS = 30_000;
const results = [];
async function check(name, fn) {
  const t0 = performance.now();
  let timer;
  try {
    const detail = await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no result in ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    results.push(true);
    console.log(
      `PASS ${name} (${Math.round(performance.now() - t0)} ms)${detail ? `: ${detail}` : ''}`,
    );
  } catch (err) {
    results.push(false);
    console.log(`FAIL ${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
const expect = (ok, message) => {
  if (!ok) throw new Error(message);
};

const password = 'Multi!Instance-Passw0rd';
const email = `multi-${tag()}@example.com`;
let token;

try {
  await register('a', email, password);
  ({ access_token: token } = await login('a', email, password));

  await check('a token issued by A works on B', async () => {
    const res = await call('b', 'GET', '/user/get_user', { token });
    expect(res.status === 200, `get_user on B: ${res.status}`);
    const body = await res.json();
    expect(JSON.stringify(body).includes(email), 'B answered for another user');
  });

  await check(
    'a send started on A (SSE) is resumed on B after Last-Event-ID, the rest exactly once',
    async () => {
      const marker = `MARKER-resume${tag()}`;
      const leave = new AbortController();
      const res = await call('a', 'POST', '/prd_upload/upload_files', {
        token,
        headers: { accept: 'text/event-stream' },
        form: sendForm(`Plan a travel booking product for teams. ${marker} pace-20 words-150`),
        signal: leave.signal,
      });
      expect(res.status === 200, `upload on A: ${res.status}`);
      let sessionId;
      let lastId;
      let onA = '';
      let tokensOnA = 0;
      for await (const ev of events(res)) {
        if (ev.event === 'session') sessionId = ev.data.session_id;
        if (ev.event === 'token') {
          onA += ev.data.text;
          lastId = ev.id;
          tokensOnA += 1;
        }
        expect(
          !['done', 'error', 'stopped'].includes(ev.event),
          `A ended with ${ev.event} already`,
        );
        if (tokensOnA === 3) break;
      }
      leave.abort();
      expect(sessionId && lastId, 'no session or token id on A');
      const resumed = await call('b', 'GET', `/prd_upload/answer_stream?session_id=${sessionId}`, {
        token,
        headers: { accept: 'text/event-stream', 'last-event-id': lastId },
      });
      expect(resumed.status === 200, `answer_stream on B: ${resumed.status}`);
      let onB = '';
      let prev = lastId;
      let done;
      let tokensOnB = 0;
      for await (const ev of events(resumed)) {
        if (ev.event === 'session') continue;
        expect(ev.id && after(ev.id, prev), `event ${ev.id} (${ev.event}) not after ${prev}`);
        prev = ev.id;
        expect(ev.event !== 'reset', 'the answer was reset');
        if (ev.event === 'token') {
          onB += ev.data.text;
          tokensOnB += 1;
        } else if (ev.event === 'done') done = ev.data;
        else
          expect(
            ['queued'].includes(ev.event),
            `unexpected ${ev.event}: ${JSON.stringify(ev.data)}`,
          );
      }
      expect(done, 'no done event on B');
      const full = done.data.prd_result;
      expect(
        onA + onB === full,
        `A's part + B's part != the answer (${onA.length}+${onB.length} vs ${full.length})`,
      );
      expect(tokensOnB > 0, 'nothing was left for B');
      expect(full.includes(marker), 'the answer lost the message');
      const stored = await (
        await call(
          'b',
          'GET',
          `/prd_chat_history/get_chat_data_by_chat_id?session_id=${sessionId}`,
          { token },
        )
      ).json();
      const answer = stored.messages.at(-1);
      expect(
        answer.role === 'ai' && answer.message === full && answer.status === 'complete',
        `stored answer: ${answer.status}`,
      );
      return `${tokensOnA} token events on A, ${tokensOnB} on B, ${full.length} chars, stored complete`;
    },
  );

  await check(
    'a file uploaded through A: the worker reads it from S3, B serves it by signed link',
    async () => {
      const marker = `MARKER-file${tag()}`;
      const content = buildPdf([`Meeting notes. The customer asked for offline mode. ${marker}`]);
      const res = await call('a', 'POST', '/prd_upload/upload_files', {
        token,
        form: sendForm('Write the PRD from the attached meeting notes, please.', [
          { name: 'notes.pdf', type: 'application/pdf', content },
        ]),
      });
      expect(res.status === 200, `upload on A: ${res.status} ${await res.clone().text()}`);
      const { data } = await res.json();
      expect(data.prd_result.includes(marker), 'the PRD does not mention the file content');
      const chat = await (
        await call(
          'a',
          'GET',
          `/prd_chat_history/get_chat_data_by_chat_id?session_id=${data.session_id}`,
          { token },
        )
      ).json();
      const link = chat.messages.find((m) => m.role === 'human' && m.files?.length)?.files[0].url;
      expect(link, 'no file link in the chat');
      const url = new URL(link, proxy.url);
      const file = await call('b', 'GET', url.pathname + url.search);
      expect(file.status === 200, `file on B: ${file.status}`);
      expect(Buffer.from(await file.arrayBuffer()).equals(content), 'B served other bytes');
      expect(data.document_path, 'no Word file');
      const docUrl = new URL(data.document_path, proxy.url);
      const doc = await call('b', 'GET', docUrl.pathname + docUrl.search);
      const bytes = Buffer.from(await doc.arrayBuffer());
      expect(
        doc.status === 200 && bytes.subarray(0, 2).toString() === 'PK',
        `Word file on B: ${doc.status}`,
      );
      return `PRD cites ${marker}; file and Word file (${bytes.length} B) served by B`;
    },
  );

  await check(
    'Stop issued on B stops the job running in the worker; what was written is kept',
    async () => {
      const marker = `MARKER-stop${tag()}`;
      const before = (await (await call('a', 'GET', '/user/get_user_uploads', { token })).json())
        .remaining_uploads;
      const res = await call('a', 'POST', '/prd_upload/upload_files', {
        token,
        headers: { accept: 'text/event-stream' },
        form: sendForm(`Plan an inventory product for shops. ${marker} pace-50 words-400`),
      });
      expect(res.status === 200, `upload on A: ${res.status}`);
      let sessionId;
      let written = '';
      let stopped;
      let stopAt;
      for await (const ev of events(res)) {
        if (ev.event === 'session') sessionId = ev.data.session_id;
        else if (ev.event === 'token') {
          written += ev.data.text;
          if (stopAt === undefined && written.length > 20) {
            stopAt = Date.now();
            const stop = await call(
              'b',
              'POST',
              `/prd_upload/stop_answer?session_id=${sessionId}`,
              { token },
            );
            expect(stop.status === 200, `stop on B: ${stop.status}`);
          }
        } else if (ev.event === 'stopped') stopped = ev.data;
        else expect(ev.event === 'queued' || ev.event === 'reply', `A got ${ev.event}`);
      }
      expect(stopped, 'no stopped event on A');
      const stoppedIn = Date.now() - stopAt;
      expect(stoppedIn < 5000, `stopped after ${stoppedIn} ms`);
      const call_ = provider.find(marker);
      expect(call_?.hungUp, 'the worker did not hang up on the provider');
      expect(
        call_.endedAt - stopAt < 5000,
        `provider call ended ${call_.endedAt - stopAt} ms after Stop`,
      );
      const chat = await (
        await call(
          'b',
          'GET',
          `/prd_chat_history/get_chat_data_by_chat_id?session_id=${sessionId}`,
          { token },
        )
      ).json();
      const answer = chat.messages.at(-1);
      expect(answer.status === 'stopped', `stored status ${answer.status}`);
      expect(
        answer.message === stopped.prd_result && answer.message.startsWith(written.slice(0, 20)),
        'stored text differs from what was written',
      );
      expect(answer.message.length < 2000, 'the whole answer was written anyway');
      const after_ = (await (await call('b', 'GET', '/user/get_user_uploads', { token })).json())
        .remaining_uploads;
      expect(
        stopped.charged === true && after_ === before - 1,
        `charged ${stopped.charged}, uploads ${before} → ${after_}`,
      );
      return `stopped ${stoppedIn} ms after Stop, provider call closed, ${answer.message.length} chars kept, charged once`;
    },
  );

  await check(
    `the visitor free limit (${FREE_LIMIT}) holds across A and B (6 sends at once, alternating)`,
    async () => {
      const hello = await call('a', 'POST', '/prd_upload/upload_files', { form: sendForm('hi') });
      const cookie = hello.headers.get('set-cookie')?.split(';')[0];
      expect(hello.status === 200 && cookie, `greeting on A: ${hello.status}`);
      const sends = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(i % 2 ? 'b' : 'a', 'POST', '/prd_upload/upload_files', {
            headers: { cookie },
            form: sendForm(`Plan a recipe sharing product number ${i} for families.`),
          }).then(async (r) => ({ status: r.status, body: await r.json() })),
        ),
      );
      const ok = sends.filter((s) => s.status === 200).length;
      const refused = sends.filter((s) => s.status === 429);
      expect(ok === FREE_LIMIT, `${ok} sends succeeded: ${sends.map((s) => s.status).join(',')}`);
      expect(
        refused.length === 6 - FREE_LIMIT,
        `refusals: ${sends.map((s) => s.status).join(',')}`,
      );
      const later = await call('b', 'POST', '/prd_upload/upload_files', {
        headers: { cookie },
        form: sendForm('Plan a gardening product for schools.'),
      });
      expect(later.status === 429, `a later send on B: ${later.status}`);
      return `statuses ${sends.map((s) => s.status).join(',')}, then ${later.status}`;
    },
  );

  await check(
    `rate limits are shared (forgot_password per account, max ${FORGOT_ACCOUNT_MAX})`,
    async () => {
      const probe = `limit-${tag()}@example.com`;
      const statuses = [];
      for (const target of ['a', 'b', 'a', 'b']) {
        const res = await call(target, 'POST', '/auth/forgot_password', { json: { email: probe } });
        statuses.push(res.status);
      }
      expect(statuses.join(',') === '200,200,429,429', `statuses A,B,A,B: ${statuses.join(',')}`);
      return `A,B,A,B: ${statuses.join(',')}`;
    },
  );

  await check(
    'a logout on A is honoured on B at once (sessions are read, not cached, on PostgreSQL)',
    async () => {
      const { access_token: other, refresh_token: refresh } = await login('a', email, password);
      expect(
        (await call('b', 'GET', '/user/get_user', { token: other })).status === 200,
        'not signed in on B',
      );
      const out = await call('a', 'POST', '/auth/logout', { token: other });
      expect(out.status === 200, `logout on A: ${out.status}`);
      const afterLogout = await call('b', 'GET', '/user/get_user', { token: other });
      // 498: the token is well signed but its session has ended.
      expect(
        [401, 498].includes(afterLogout.status),
        `get_user on B after logout: ${afterLogout.status}`,
      );
      const refreshed = await call('b', 'POST', '/auth/refresh', {
        json: { refresh_token: refresh },
      });
      expect(refreshed.status >= 400, `refresh on B after logout: ${refreshed.status}`);
      const still = await call('b', 'GET', '/user/get_user', { token });
      expect(still.status === 200, `the other session on B: ${still.status}`);
      return `B: ${afterLogout.status} right after, refresh ${refreshed.status}, the other session still 200`;
    },
  );

  await check('the proxy spread the calls over both instances', async () => {
    expect(proxy.counts.a > 0 && proxy.counts.b > 0, JSON.stringify(proxy.counts));
    const alive = [cluster.apis.a.proc, cluster.apis.b.proc, ...cluster.workers].every(
      (p) => p.child.exitCode === null,
    );
    expect(alive, 'a process died');
    return `A ${proxy.counts.a}, B ${proxy.counts.b} calls; every process still running`;
  });
} catch (err) {
  results.push(false);
  console.log(`FAIL setup: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  if (results.includes(false)) {
    for (const p of [cluster.apis.a.proc, cluster.apis.b.proc, ...cluster.workers]) {
      console.log(`\n--- ${p.name} (last lines)\n${p.tail(15)}`);
    }
  }
  if (process.env.KEEP_LOGS) console.log(`logs: ${cluster.logDir}`);
  await proxy.close();
  await cluster.stop();
  await provider.close();
}

const failed = results.filter((r) => !r).length;
console.log(
  `\nmulti-instance: ${results.length - failed} passed, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed > 0 ? 1 : 0);
