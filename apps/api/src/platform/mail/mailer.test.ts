import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp.js';
import { createMailer } from './mailer.js';

interface LogLine {
  obj: Record<string, unknown>;
  msg: string;
}

function recordingLogger() {
  const lines: LogLine[] = [];
  return { lines, info: (obj: object, msg: string) => lines.push({ obj: { ...obj }, msg }) };
}

/** Splits a raw RFC 822 message into unfolded headers (lower-cased names) and body. */
function parseEml(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  expect(split).toBeGreaterThan(0);
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

const from = 'PRD Studio <no-reply@prd-studio.test>';

describe('outbox mailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prd-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a parseable .eml with To, Subject and text, readable only by the owner', async () => {
    const logger = recordingLogger();
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ from, outboxDir, production: false, logger });
    expect(mailer.kind).toBe('outbox');

    const result = await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open this link to reset your password.',
      devLink: 'http://localhost/reset?token=abc',
    });
    await mailer.close();

    expect(result.messageId).toMatch(/^<.+@.+>$/);
    expect(result.file).toBeDefined();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-[0-9a-f]+\.eml$/);
    expect(path.join(outboxDir, files[0]!)).toBe(result.file);
    expect((await stat(result.file!)).mode & 0o777).toBe(0o600);

    const { headers, body } = parseEml(await readFile(result.file!, 'utf8'));
    expect(headers.get('to')).toBe('ada@example.com');
    expect(headers.get('subject')).toBe('Reset your password');
    expect(headers.get('from')).toContain('no-reply@prd-studio.test');
    expect(headers.get('message-id')).toBe(result.messageId);
    expect(body).toContain('Open this link to reset your password.');

    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]!.obj).toEqual({
      to: 'ada@example.com',
      subject: 'Reset your password',
      file: result.file,
      link: 'http://localhost/reset?token=abc',
    });
  });

  it('keeps html as an alternative part', async () => {
    const mailer = createMailer({
      from,
      outboxDir: dir,
      production: false,
      logger: recordingLogger(),
    });
    const { file } = await mailer.send({
      to: 'b@example.com',
      subject: 'Hi',
      text: 'plain body',
      html: '<p>html body</p>',
    });
    const raw = await readFile(file!, 'utf8');
    expect(parseEml(raw).headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(raw).toContain('plain body');
    expect(raw).toContain('<p>html body</p>');
  });

  it('never logs the link in production or when none is given', async () => {
    const logger = recordingLogger();
    const prod = createMailer({ from, outboxDir: dir, production: true, logger });
    await prod.send({ to: 'c@example.com', subject: 'S', text: 't', devLink: 'http://x/secret' });
    const dev = createMailer({ from, outboxDir: dir, production: false, logger });
    await dev.send({ to: 'c@example.com', subject: 'S', text: 't' });

    expect(logger.lines).toHaveLength(2);
    for (const line of logger.lines) expect(line.obj).not.toHaveProperty('link');
    expect(JSON.stringify(logger.lines)).not.toContain('secret');
    expect(await readdir(dir)).toHaveLength(2);
  });
});

describe('smtp mailer', () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
  });

  it('delivers recipient, subject and body, and logs neither URL nor body', async () => {
    const logger = recordingLogger();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from,
      outboxDir: '/nonexistent/never-used',
      production: true,
      logger,
    });
    expect(mailer.kind).toBe('smtp');

    const result = await mailer.send({
      to: 'grace@example.com',
      subject: 'Welcome to PRD Studio',
      text: 'Your account is ready.',
      devLink: 'http://localhost/secret-link',
    });
    await sink.waitFor(1);
    await mailer.close();

    expect(result.file).toBeUndefined();
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message.to).toEqual(['grace@example.com']);
    const { headers, body } = parseEml(message.raw);
    expect(headers.get('subject')).toBe('Welcome to PRD Studio');
    expect(headers.get('to')).toBe('grace@example.com');
    expect(headers.get('message-id')).toBe(result.messageId);
    expect(body).toContain('Your account is ready.');

    const logged = JSON.stringify(logger.lines);
    expect(logged).not.toContain(sink.url);
    expect(logged).not.toContain('Your account is ready.');
    expect(logged).not.toContain('secret-link');
  });

  it('waitFor rejects when too few messages arrive', async () => {
    await expect(sink.waitFor(1, 50)).rejects.toThrow(/expected 1 message/);
  });
});
