import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (a contact message: the person who wrote it). */
  replyTo?: string;
  /** A link shown in the log only in outbox mode outside production (dev convenience). */
  devLink?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<{ messageId: string; file?: string }>;
  /**
   * Removes the stored mails to or from an address (the outbox's .eml files); returns how many.
   * SMTP keeps nothing here: 0. Used when the person is deleted.
   */
  forget?(address: string): Promise<number>;
  close(): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  production: boolean;
  logger: { info(obj: object, msg: string): void };
}

/** SMTP when a URL is given; otherwise each message becomes an .eml file in outboxDir. */
export function createMailer(opts: MailerOptions): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts) : createOutboxMailer(opts);
}

function envelope(from: string, msg: MailMessage) {
  return {
    from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
  };
}

/**
 * An address as it appears in an outbox file's name: 32 hex digits of its SHA-256 (lower-cased),
 * so deleting a person finds their mails by name, and a listing of the outbox shows no address.
 */
export const addressTag = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 32);

const TAGGED = /^[\dTZ.-]+-[0-9a-f]{12}(?:-[0-9a-f]{32})+\.eml$/;
const UNTAGGED = /^[\dTZ.-]+-[0-9a-f]{12}\.eml$/;
const ADDRESS = /[^\s<>,;:"']+@[^\s<>,;:"']+/g;

/** The addresses of an .eml's To and Reply-To headers (lower-cased). */
function headerAddresses(raw: string): string[] {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  return head
    .split('\r\n')
    .filter((line) => /^(to|reply-to):/i.test(line))
    .flatMap((line) => line.match(ADDRESS) ?? [])
    .map((a) => a.toLowerCase());
}

function createSmtpMailer(smtpUrl: string, opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(msg) {
      const info = await transport.sendMail(envelope(opts.from, msg));
      // Never the URL, body, link, address or subject (a contact's names its sender).
      opts.logger.info({ messageId: info.messageId }, 'mail sent');
      return { messageId: info.messageId };
    },
    forget: () => Promise.resolve(0),
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

function createOutboxMailer(opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = opts.outboxDir;

  /** Files written before names carried tags: read once, then named by their addresses. */
  async function tagOldFile(name: string): Promise<string> {
    const raw = await readFile(path.join(dir, name), 'utf8');
    const tags = [...new Set(headerAddresses(raw).map(addressTag))];
    const tagged = `${name.slice(0, -'.eml'.length)}-${tags.join('-') || '0'.repeat(32)}.eml`;
    await rename(path.join(dir, name), path.join(dir, tagged));
    return tagged;
  }

  return {
    kind: 'outbox',
    async send(msg) {
      const info = await transport.sendMail(envelope(opts.from, msg));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const tags = [...new Set([msg.to, msg.replyTo].filter((a) => a).map((a) => addressTag(a!)))];
      const name = `${stamp}-${randomBytes(6).toString('hex')}-${tags.join('-')}.eml`;
      const file = path.join(dir, name);
      // Written beside, then renamed: a reader of the outbox never sees half a message.
      await writeFile(`${file}.tmp`, info.message, { mode: 0o600, flag: 'wx' });
      await rename(`${file}.tmp`, file);
      const showLink = !opts.production && msg.devLink;
      // The file's name, never the address (its tag is a hash) nor the subject.
      opts.logger.info(
        { file: name, ...(showLink ? { link: msg.devLink } : {}) },
        'mail written to outbox',
      );
      return { messageId: info.messageId, file };
    },
    async forget(address) {
      const tag = addressTag(address);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw err;
      }
      let removed = 0;
      for (let name of names) {
        if (UNTAGGED.test(name)) name = await tagOldFile(name);
        if (!TAGGED.test(name) || !name.slice(0, -'.eml'.length).split('-').includes(tag)) continue;
        await rm(path.join(dir, name), { force: true });
        removed += 1;
      }
      return removed;
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
