import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  close(): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export interface MailerOptions {
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

function createSmtpMailer(smtpUrl: string, opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(msg) {
      const info = await transport.sendMail(envelope(opts.from, msg));
      // Never log the URL, body or link: they carry credentials and reset tokens.
      opts.logger.info({ to: msg.to, subject: msg.subject }, 'mail sent');
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

function createOutboxMailer(opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(msg) {
      const info = await transport.sendMail(envelope(opts.from, msg));
      await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(6).toString('hex')}.eml`);
      // Written beside, then renamed: a reader of the outbox never sees half a message.
      await writeFile(`${file}.tmp`, info.message, { mode: 0o600, flag: 'wx' });
      await rename(`${file}.tmp`, file);
      const showLink = !opts.production && msg.devLink;
      opts.logger.info(
        { to: msg.to, subject: msg.subject, file, ...(showLink ? { link: msg.devLink } : {}) },
        'mail written to outbox',
      );
      return { messageId: info.messageId, file };
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
