import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir } from './env';

/**
 * Reads the emails the server writes to DATA_DIR/outbox (no SMTP_URL in e2e): one RFC 822
 * file per message, as nodemailer builds it (multipart/alternative with a quoted-printable
 * text/plain part, or a single part).
 */

export interface ParsedEmail {
  to: string[];
  subject: string;
  /** The decoded text/plain body, with \n line ends; '' when the message has none. */
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A parameter of a structured header (`boundary`, `charset`), quoted or not. */
function param(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(body: string): Buffer {
  const unfolded = body.replace(/=\r?\n/g, ''); // soft line breaks
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(unfolded.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = param(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  let bytes: Buffer;
  if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else bytes = Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n');
}

/** The first text/plain part, depth first. */
function findText(part: Part): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return undefined;
    const sections = part.body.split(`--${boundary}`);
    // Before the first delimiter is the preamble; after the closing `--boundary--`, the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      const text = findText(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return mime === 'text/plain' ? decodeBody(part) : undefined;
}

export function parseEml(raw: string): ParsedEmail {
  const message = splitPart(raw);
  const to = (message.headers.get('to') ?? '').match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return {
    to: to.map((a) => a.toLowerCase()),
    subject: message.headers.get('subject') ?? '',
    text: findText(message) ?? '',
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function outboxFiles(dir: string, since: number) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // no email sent yet: the folder does not exist
  }
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => ({
        file: path.join(dir, name),
        name,
        mtime: (await stat(path.join(dir, name))).mtimeMs,
      })),
  );
  return files
    .filter((f) => f.mtime >= since)
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
}

/**
 * The decoded text/plain body of the newest email to `address`, waiting for it up to
 * `timeoutMs`. With `since` (a Date.now() taken before the action that sends it), older
 * messages are ignored, so a journey that sends two emails to one address reads the second.
 */
export async function latestEmailTo(
  address: string,
  { timeoutMs = 10_000, since = 0 }: { timeoutMs?: number; since?: number } = {},
): Promise<string> {
  const dir = path.join(e2eDataDir(), 'outbox');
  const wanted = address.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  for (;;) {
    const files = await outboxFiles(dir, since);
    seen = [];
    for (const { file } of files) {
      const email = parseEml(await readFile(file, 'utf8'));
      if (email.to.includes(wanted)) return email.text;
      seen.push(`${email.to.join(', ')}: ${email.subject}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `no email to ${address} in ${dir} within ${timeoutMs} ms` +
          (seen.length ? `; the outbox has:\n  ${seen.join('\n  ')}` : '; the outbox is empty'),
      );
    }
    await sleep(100);
  }
}

/** The password-reset link in an email body (`<PUBLIC_URL>/?token=…`). */
export function resetLinkFrom(text: string): string {
  const match = /https?:\/\/[^\s<>"]+\/\?token=[^\s<>"]+/.exec(text);
  if (!match) throw new Error(`no reset link in this email:\n${text}`);
  return match[0];
}
