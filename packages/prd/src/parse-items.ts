import type { Basis, Priority, Source, Target } from './model.js';
import { flat, indexUnescaped, plain } from './escape.js';
import { readMarks } from './marks.js';

/** One list item as written: its id (when it names one), the `(…)` after the id, text and marks. */
export interface RawItem {
  /** An id-looking token at the start ("FR-3", "G1"); the caller decides whether it is one. */
  id: string | null;
  /** The `(…)` right after a bold id: a priority, a date or an owner. */
  slot: string | null;
  /** The text without the id. */
  text: string;
  /** The text with the id, for when the token is not taken as an id. */
  full: string;
  /** The id was written bold (`**G-1:**`), as the renderer writes it. */
  bold: boolean;
  basis: Basis | null;
  sources: Source[];
  target?: Target | null;
}

const BOLD_ID = /^\*\*([A-Za-z]{1,6}-?\d{1,5})(:?)\*\*/;
const PLAIN_ID = /^\[?([A-Za-z]{1,6}-?\d{1,5})\]?(?:\s*[:.)–—-](?:\s+|$)|$)/;
const BRACKET_ID = /^\[([A-Za-z]{1,6}-?\d{1,5})\]\s+/;

export function readItem(md: string): RawItem {
  const marks = readMarks(md);
  const rest = marks.rest.trim();
  const out: RawItem = {
    id: null,
    slot: null,
    text: flat(plain(rest)),
    full: flat(plain(rest)),
    bold: false,
    basis: marks.basis,
    sources: marks.sources,
    ...(marks.target !== undefined ? { target: marks.target } : {}),
  };
  const bold = BOLD_ID.exec(rest);
  if (bold) {
    let after = rest.slice(bold[0].length);
    if (!bold[2]) {
      const slot = /^\s*\(/.exec(after);
      const close = slot ? indexUnescaped(after, ')', slot[0].length) : -1;
      if (slot && close >= 0 && /^\s*:/.test(after.slice(close + 1))) {
        out.slot = flat(plain(after.slice(slot[0].length, close)));
        after = after.slice(close + 1);
      } else {
        const priority = /^\s*(P[0-4])\b[^:]{0,30}:/.exec(after);
        if (priority) {
          out.slot = priority[1]!;
          after = after.slice(priority[0].length);
        }
      }
      after = after.replace(/^\s*:/, '');
    }
    out.id = bold[1]!;
    out.bold = true;
    out.text = flat(plain(after));
    return out;
  }
  const plainId = PLAIN_ID.exec(rest) ?? BRACKET_ID.exec(rest);
  if (plainId) {
    out.id = plainId[1]!;
    out.text = flat(plain(rest.slice(plainId[0].length)));
  }
  return out;
}

const PRIORITY_WORDS: [RegExp, Priority][] = [
  [
    /^(?:p0|must(?: have)?|critical|blocker|high|highest|obligatorio|debe|muss|obligatoire|obrigatório|alta)$/i,
    'P0',
  ],
  [
    /^(?:p1|should(?: have)?|medium|med|normal|recomendado|debería|soll|souhaitable|media|média)$/i,
    'P1',
  ],
  [
    /^(?:p[2-4]|could(?: have)?|nice to have|low|lowest|optional|opcional|kann|optionnel|baja|baixa|won'?t(?: have)?)$/i,
    'P2',
  ],
];

/** A priority from its word ("P0", "P1 (Should)", "Must have", "High"), else null. */
export function priorityOf(text: string): Priority | null {
  const t = flat(text)
    .replace(/[[\]*_]/g, ' ')
    .trim();
  const code = /^\(?(P[0-4])\b/i.exec(t);
  if (code)
    return code[1]!.toUpperCase() === 'P0' ? 'P0' : code[1]!.toUpperCase() === 'P1' ? 'P1' : 'P2';
  const word = t
    .split(/\s[-–—(:]|\s\(|:/)[0]!
    .replace(/[()]/g, ' ')
    .trim();
  for (const [re, p] of PRIORITY_WORDS) if (re.test(word)) return p;
  return null;
}

/** A priority marker at the start or end of a requirement ("P0: …", "… (Must)"), removed. */
export function takePriority(text: string): { text: string; priority: Priority | null } {
  const lead = /^[[(]?(P[0-4])[\])]?\s*[:\-–—]?\s+/i.exec(text);
  if (lead) return { text: text.slice(lead[0].length), priority: priorityOf(lead[1]!) };
  const end =
    /\s*[[(]((?:P[0-4])|must(?: have)?|should(?: have)?|could(?: have)?|high|medium|low)[\])]\.?$/i.exec(
      text,
    );
  if (end) return { text: text.slice(0, end.index), priority: priorityOf(end[1]!) };
  return { text, priority: null };
}

/** A short title for a requirement that has none. */
export function shortTitle(text: string): string {
  const story =
    /^as an? [^,]{1,80}, i (?:want|need|can)(?: to)? (.{1,200}?)(?: so that\b|[.,;]|$)/i.exec(text);
  const base = story ? story[1]! : text.split(/(?<=[.!?])\s|;\s|\s[—–]\s/)[0]!;
  const words = base.replace(/[.!?:;,]+$/, '').split(' ');
  const cut = words.slice(0, 8).join(' ');
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/** "Login: users sign in with email" → title "Login" and the statement; else a derived title. */
export function splitTitle(text: string): { title: string; statement: string } {
  const colon = text.indexOf(': ');
  if (colon > 0 && colon <= 60) {
    const before = text.slice(0, colon).trim();
    const after = text.slice(colon + 2).trim();
    if (after && before.split(' ').length <= 6) return { title: before, statement: after };
  }
  return { title: shortTitle(text), statement: text };
}
