/**
 * Email threads pasted or uploaded as text: each message's headers, quoted lines (`>`), "On ...
 * wrote:" lines and signatures are dropped, and the messages are put oldest first so that, as in
 * a meeting, what was said last (the newest message) wins. One pass over the lines.
 */

const HEADER =
  /^\s*(?:\*\*)?(from|sent|date|to|cc|bcc|subject|reply-to|von|gesendet|datum|an|betreff|de|envoyé|à|objet|enviado|fecha|para|asunto|assunto|data|da|inviato|oggetto)(?:\*\*)?\s*:(?:\*\*)?\s*(.*)$/i;
/** Header names in German, French, Spanish, Portuguese and Italian, as their English ones. */
const HEADER_NAMES: Record<string, string> = {
  von: 'from',
  de: 'from',
  da: 'from',
  gesendet: 'sent',
  envoyé: 'sent',
  enviado: 'sent',
  inviato: 'sent',
  datum: 'date',
  fecha: 'date',
  data: 'date',
  an: 'to',
  à: 'to',
  para: 'to',
  betreff: 'subject',
  objet: 'subject',
  asunto: 'subject',
  assunto: 'subject',
  oggetto: 'subject',
};
const headerName = (raw: string | undefined) => {
  const name = (raw ?? '').toLowerCase();
  return HEADER_NAMES[name] ?? name;
};
/** "On … wrote:", "Am … schrieb …:", "Le … a écrit :", "El … escribió:", "Em … escreveu:". */
const WROTE =
  /^\s*(?:on|am|le|el|em|il)\b.{0,200}\b(?:wrote|schrieb(?:\s[^:]{1,120})?|a écrit|escribió|escreveu|ha scritto)\s?:\s*$/i;
const ORIGINAL = /^\s*-{2,}\s*(?:original message|forwarded message)\s*-{2,}\s*$/i;
const SIGN_OFF =
  /^\s*(?:best(?: regards)?|kind regards|regards|cheers|thanks(?: again)?|thank you|many thanks|br|sincerely|talk soon|sent from my \w+)[,!.]?\s*$/i;
const GREETING =
  /^\s*(?:hi|hello|hey|dear|morning|good morning|hi all|hello all|hi team|team)\b[^.!?]{0,40}[,!]?\s*$/i;
const SIGNATURE_MARK = /^\s*--\s*$/;

interface EmailMessage {
  from: string | undefined;
  date: string | undefined;
  subject: string | undefined;
  body: string;
}

/** True when the text reads as an email or a thread (at least two header lines at line start). */
export function isEmailThread(lines: string[]): boolean {
  let headers = 0;
  for (const line of lines) {
    const header = HEADER.exec(line);
    if (header && /^(?:from|subject|sent|date)$/.test(headerName(header[1]))) headers += 1;
    if (headers >= 2) return true;
  }
  return false;
}

function startsMessage(line: string): boolean {
  return (
    /^\s*(?:\*\*)?(?:from|von|de|da)(?:\*\*)?\s*:/i.test(line) ||
    WROTE.test(line) ||
    ORIGINAL.test(line)
  );
}

/** The thread's messages, oldest first (a thread pasted from a mail client is newest first). */
export function parseEmailThread(lines: string[], depth = 0): EmailMessage[] {
  const messages: EmailMessage[] = [];
  const quoted: string[] = [];
  let current: EmailMessage = { from: undefined, date: undefined, subject: undefined, body: '' };
  let body: string[] = [];
  let inHeaders = false;
  let signed = false;
  const flush = () => {
    current.body = body.join('\n').trim();
    if (current.body || current.from) messages.push(current);
    current = { from: undefined, date: undefined, subject: undefined, body: '' };
    body = [];
    signed = false;
  };
  for (const line of lines) {
    if (startsMessage(line)) {
      flush();
      inHeaders = true;
    }
    const header = HEADER.exec(line);
    if (header && (inHeaders || !body.length)) {
      const name = headerName(header[1]);
      const value = (header[2] ?? '').trim();
      if (name === 'from') current.from = value.replace(/\s*[<[(].*$/, '').trim() || value;
      else if (name === 'sent' || name === 'date') current.date = value;
      else if (name === 'subject')
        current.subject = value.replace(/^(?:(?:re|fw|fwd|aw)\s*:\s*)+/i, '');
      inHeaders = true;
      continue;
    }
    if (WROTE.test(line)) {
      // "On Thu, 5 Mar 2026, Raj Mehta <raj@…> wrote:" over "> …" lines: Raj's earlier message.
      const author =
        /,\s*([^,<]{2,60}?)\s*(?:<[^>]{0,200}>)?\s*(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto)\s?:\s*$/i.exec(
          line,
        )?.[1] ?? /\bschrieb\s+([^<:]{2,60}?)\s*(?:<[^>]{0,200}>)?\s*:\s*$/i.exec(line)?.[1];
      if (author) quoted.push(`From: ${author}`);
      continue;
    }
    if (ORIGINAL.test(line)) continue;
    if (inHeaders && !line.trim()) {
      inHeaders = false;
      continue;
    }
    inHeaders = false;
    if (/^\s*>/.test(line)) {
      quoted.push(line.replace(/^\s*>\s?/, ''));
      continue;
    }
    if (SIGNATURE_MARK.test(line) || SIGN_OFF.test(line)) signed = true;
    if (signed) continue;
    // "Hi Dana," opens the message; it says nothing about the product.
    if (!body.some((b) => b.trim()) && GREETING.test(line)) continue;
    body.push(line);
  }
  flush();
  messages.push(...unquoted(quoted, messages, depth));
  const times = messages.map((m) => Date.parse(m.date ?? ''));
  if (times.every((t) => Number.isFinite(t))) {
    return messages
      .map((m, i) => ({ m, t: times[i] ?? 0, i }))
      .sort((a, b) => a.t - b.t || b.i - a.i)
      .map((x) => x.m);
  }
  return messages.reverse();
}

/**
 * Quoted messages (`> From: …`) whose lines the thread does not repeat elsewhere: a request made
 * only in a quoted earlier message still counts. Quotes of quotes are read two levels deep.
 */
function unquoted(quoted: string[], messages: EmailMessage[], depth: number): EmailMessage[] {
  if (depth >= 2 || !quoted.some((line) => startsMessage(line))) return [];
  const known = new Set<string>();
  for (const m of messages) for (const line of m.body.split('\n')) known.add(key(line));
  return parseEmailThread(quoted, depth + 1)
    .map((m) => ({
      ...m,
      body: m.body
        .split('\n')
        .filter((line) => !known.has(key(line)))
        .join('\n')
        .trim(),
    }))
    .filter((m) => m.body);
}

const key = (line: string) => line.toLowerCase().replace(/\s+/g, ' ').trim();
