import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { getLink } from './support.js';

describe('signed file links', () => {
  let t: TestApp;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n');

  beforeAll(async () => {
    t = await buildTestApp({ env: { SIGNED_URL_TTL: '600' } });
    await t.services.files.put('chat/s-1/img.png', png);
    await t.services.files.put('chat/s-1/doc.pdf', pdf);
  });
  afterAll(() => t.close());

  it('serves a file without a bearer token, inline for images, with safe headers', async () => {
    const res = await getLink(
      t,
      t.services.signedUrls.sign('chat/s-1/img.png', { name: 'shot.png' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="shot.png"; filename*=UTF-8''shot.png`,
    );
    expect(res.headers['cache-control']).toBe('private, max-age=600');
  });

  it('serves other files as attachments with an RFC 5987 name', async () => {
    const res = await getLink(
      t,
      t.services.signedUrls.sign('chat/s-1/doc.pdf', { name: 'Spec ü.pdf' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Spec _.pdf"; filename*=UTF-8''Spec%20%C3%BC.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 for a tampered, expired, re-targeted or unsigned link and a missing file', async () => {
    const { signedUrls } = t.services;
    const good = signedUrls.sign('chat/s-1/doc.pdf', { name: 'a.pdf' });
    const url = new URL(good, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const variants = [
      // Always another signature (a fixed 'AA' ending matched the real one now and then).
      good.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
      good.replace('name=a.pdf', 'name=b.pdf'),
      good.replace('doc.pdf?', 'img.png?'),
      good.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 600}`),
      '/api/v1/files/chat/s-1/doc.pdf',
      signedUrls.sign('chat/s-1/doc.pdf', { nowMs: Date.now() - 3_600_000 }),
      signedUrls.sign('chat/s-1/missing.pdf'),
      signedUrls.sign('../etc/passwd'),
    ];
    for (const link of variants) {
      const res = await getLink(t, link);
      expect(res.statusCode, link).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('a link from another app secret does not open files here', async () => {
    const other = await buildTestApp();
    try {
      const link = other.services.signedUrls.sign('chat/s-1/img.png');
      expect((await getLink(t, link)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
