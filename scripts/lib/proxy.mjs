// A small reverse proxy (node:http) in front of several API processes, as a load balancer
// would be: round-robin, or the target a request names in `x-prd-target` (a target's name),
// so a script can send one call to a chosen instance. Appends the client's address to
// X-Forwarded-For (the APIs run with TRUST_PROXY=1) and streams both ways (SSE included).
// `node scripts/lib/proxy.mjs name=http://127.0.0.1:3001 …` runs it alone and prints PORT=<n>.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const TARGET_HEADER = 'x-prd-target';

/** targets: { name: baseUrl }. Resolves with { url, counts (requests per target), close }. */
export async function startProxy(targets, { port = 0 } = {}) {
  const names = Object.keys(targets);
  const agents = Object.fromEntries(
    names.map((n) => [n, new http.Agent({ keepAlive: true, maxSockets: 512 })]),
  );
  const counts = Object.fromEntries(names.map((n) => [n, 0]));
  let next = 0;
  const server = http.createServer((req, res) => {
    const asked = req.headers[TARGET_HEADER];
    const name = typeof asked === 'string' && targets[asked] ? asked : names[next++ % names.length];
    counts[name] += 1;
    const target = new URL(targets[name]);
    const headers = { ...req.headers };
    delete headers[TARGET_HEADER];
    const remote = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${remote}`
      : remote;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent: agents[name],
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      },
    );
    upstream.once('error', () => {
      // Mid-answer, the client must see a broken response, not a clean end.
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    // A client that leaves ends the upstream request too (an SSE reader going away).
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 4000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const at = arg.indexOf('=');
      return [arg.slice(0, at), arg.slice(at + 1)];
    }),
  );
  const proxy = await startProxy(targets);
  process.stdout.write(`PORT=${new URL(proxy.url).port}\n`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
