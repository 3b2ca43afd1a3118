import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp.js';
import { addressTag, createMailer } from './mailer.js';

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
    // The time, a random part, and a hash of the recipient: never the address itself.
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-[0-9a-f]{12}-[0-9a-f]{32}\.eml$/);
    expect(files[0]).toContain(addressTag('ADA@example.com '));
    expect(path.join(outboxDir, files[0]!)).toBe(result.file);
    expect((await stat(result.file!)).mode & 0o777).toBe(0o600);

    const { headers, body } = parseEml(await readFile(result.file!, 'utf8'));
    expect(headers.get('to')).toBe('ada@example.com');
    expect(headers.get('subject')).toBe('Reset your password');
    expect(headers.get('from')).toContain('no-reply@prd-studio.test');
    expect(headers.get('message-id')).toBe(result.messageId);
    expect(body).toContain('Open this link to reset your password.');

    // The dev line names the file, never the address.
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]!.obj).toEqual({
      file: files[0],
      link: 'http://localhost/reset?token=abc',
    });
    expect(JSON.stringify(logger.lines)).not.toContain('ada@');
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

describe('forgetting an address (a deleted person)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prd-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('removes the mails to or from it by their names, and no one else’s', async () => {
    const mailer = createMailer({
      from,
      outboxDir: dir,
      production: false,
      logger: recordingLogger(),
    });
    expect(await mailer.forget!('ada@example.com')).toBe(0);
    await mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hi Ada' });
    await mailer.send({ to: 'Ada@Example.com', subject: 'Reset', text: 'A link' });
    await mailer.send({ to: 'bob@example.com', subject: 'Reset', text: 'A link' });
    // A contact message: to support, replies to the person.
    await mailer.send({
      to: 'support@example.com',
      replyTo: 'ada@example.com',
      subject: 'C',
      text: 'x',
    });
    await mailer.send({
      to: 'support@example.com',
      replyTo: 'bob@example.com',
      subject: 'C',
      text: 'y',
    });
    expect(await mailer.forget!(' ADA@example.com')).toBe(3);
    const left = await Promise.all(
      (await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')),
    );
    expect(left).toHaveLength(2);
    expect(left.join('\n')).not.toMatch(/ada@example\.com/i);
    expect(left.join('\n')).toContain('bob@example.com');
  });

  it('finds mails written before names carried the address (read once, then named)', async () => {
    const mailer = createMailer({
      from,
      outboxDir: dir,
      production: false,
      logger: recordingLogger(),
    });
    const old = await mailer.send({ to: 'ada@example.com', subject: 'Old', text: 'Before' });
    const kept = await mailer.send({ to: 'bob@example.com', subject: 'Old', text: 'Before' });
    // As the outbox named them before: the time and a random part only.
    const untag = (file: string) => file.replace(/-[0-9a-f]{32}\.eml$/, '.eml');
    await rename(old.file!, untag(old.file!));
    await rename(kept.file!, untag(kept.file!));
    expect(await mailer.forget!('ada@example.com')).toBe(1);
    // Bob's old mail now carries his tag: the next deletion finds it by name.
    expect(await readdir(dir)).toEqual([path.basename(kept.file!)]);
  });

  it('keeps nothing to forget over SMTP', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from,
      outboxDir: dir,
      production: true,
      logger: recordingLogger(),
    });
    expect(await mailer.forget!('ada@example.com')).toBe(0);
    await mailer.close();
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
    expect(logged).not.toContain('grace@');
    expect(logged).not.toContain(sink.url);
    expect(logged).not.toContain('Your account is ready.');
    expect(logged).not.toContain('secret-link');
  });

  it('waitFor rejects when too few messages arrive', async () => {
    await expect(sink.waitFor(1, 50)).rejects.toThrow(/expected 1 message/);
  });
});
