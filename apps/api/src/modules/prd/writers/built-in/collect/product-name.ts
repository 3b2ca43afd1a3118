import nlp from 'compromise';
import { TECHNOLOGIES } from '../classify/keywords.js';
import { contextOf } from '../read/contexts.js';

const NOT_A_NAME = new Set(
  'it this that there these those the we our i you they he she my your their what which who here a an one some each every prd project product app application system platform tool brief spec draft notes meeting kickoff transcript requirements document overview summary hi hello hey dear team all re fwd subject betreff objet asunto assunto oggetto aw wg tr epic story feature ticket issue task bug initiative'.split(
    ' ',
  ),
);
/** Platforms and products a brief mentions that are never the product's own name. */
const EXTRA_TECH =
  'intercom zendesk freshdesk hubspot salesforce jira confluence mattermost discord webex otter fireflies whatsapp iphone iphones ipad ipads android ios macos windows linux chrome safari firefox telegram signal messenger instagram facebook tiktok youtube twitter linkedin teams slack excel word powerpoint outlook gmail sheets google sheets google docs sharepoint onedrive airtable trello asana notion figma miro zoom sms email pdf csv api sap oracle quickbooks xero stripe paypal shopify wordpress alexa siri chatgpt openai ai mvp v1 v2 q1 q2 q3 q4'.split(
    ' ',
  );
const TECH = new Set([...TECHNOLOGIES.map((t) => t.toLowerCase()), ...EXTRA_TECH]);
const GENERIC_TAIL =
  /\s+(?:kick-?off|meeting|notes|sync|call|brief|prd|spec|requirements|draft|v\d|mvp|project|workshop|discussion|thread|proposal|overview|planning)\b.*$/i;
const TICKET =
  /^(?:feature|story|user story|bug|task|epic|issue|ticket|item|work item|pbi|req|request|change|cr|spike)\s*#?\s*\d+$/i;
const NEGATED =
  /\b(?:no|not|without|never|instead of|rather than|don'?t|won'?t|isn'?t|aren'?t|nor|except)\b[^.!?\n]{0,40}$/i;

function isTech(name: string): boolean {
  const lower = name.toLowerCase();
  return TECH.has(lower) || TECH.has(lower.replace(/s$/, ''));
}

function clean(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  const name = candidate
    .trim()
    .replace(/^[*_"“'‘]+|[*_"”'’]+$/g, '')
    .replace(/[.,:;!?'"”’)]+$/, '')
    .replace(/^(?:the|a|an)\s+/i, '')
    .trim();
  const words = name.split(/\s+/);
  if (!name || words.length > 5 || name.length > 50) return undefined;
  if (NOT_A_NAME.has(name.toLowerCase()) || isTech(name)) return undefined;
  if (words.every((w) => isTech(w) || NOT_A_NAME.has(w.toLowerCase()))) return undefined;
  if (!/\p{L}/u.test(name)) return undefined;
  // "Thursday noon", "Monday 9am": a time, not a product.
  if (
    /^(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|^(?:noon|midnight|tomorrow|today|tonight)\b/i.test(
      name,
    )
  )
    return undefined;
  // "Feature 7716", "Story #12": a ticket, not a product.
  if (TICKET.test(name) || /\b[A-Z]{2,10}-\d{1,6}\b/.test(name)) return undefined;
  // "Compte rendu", "Notizen Vorstandssitzung": the document's kind, not a product.
  if (MEETING_LEAD.test(name) || MEETING_LABEL.test(name)) return undefined;
  // "I'm here", "No worries", "Ok so": a line of chat, not a name.
  if (
    /^(?:no|not|yes|ok|okay|hi|hey|so|well|sorry|thanks)\b|\b(?:i|i'm|im|i've|we|we're|you|my|our|me)\b/i.test(
      name,
    )
  )
    return undefined;
  return name;
}

// Words on one line: a name never continues past a line break. Bounded (at most six words of
// 50 characters, and `clean` refuses more than five words or 50 characters anyway) so a long
// run of capitalised words ("A. A. A. ...") costs a constant per position, not the rest of the line.
const CAPITALISED = "[A-Z][\\w'&.-]{0,49}(?:[ \\t]{1,8}[A-Z0-9][\\w'&.-]{0,49}){0,5}(?![\\w'&.-])";

function firstMatch(text: string, pattern: RegExp): string | undefined {
  for (const match of text.matchAll(pattern)) {
    const at = match.index + Math.max(0, match[0].lastIndexOf(match[1] ?? ''));
    const before = text.slice(Math.max(0, at - 50), at);
    if (NEGATED.test(before)) continue;
    const name = clean(match[1]);
    if (name) return name;
  }
  return undefined;
}

/**
 * The product's name as the brief states it, tried from the most to the least explicit form:
 * "Name: X", "called X"/"named X", a quoted name, "X is a/an ...", "building X", then a
 * CamelCase word. Never a technology or platform word, never inside a negated phrase.
 */
export function findProductName(text: string): string | undefined {
  return (
    explicitName(text) ??
    // A quoted name, unless it labels a control ("the "Save" button").
    firstMatch(
      text,
      /["“]([A-Z0-9][^"“”\n]{1,39})["”](?!\s+(?:button|tab|link|page|screen|menu|field|option|label)\b)/g,
    ) ??
    firstMatch(
      text,
      new RegExp(
        `(?:^|[.!?\\n][ \\t]{0,8})(${CAPITALISED})[ \\t]{1,8}(?:is|will be)\\s+an?\\b`,
        'g',
      ),
    ) ??
    firstMatch(
      text,
      new RegExp(
        `\\b(?:build|building|launch|launching|create|creating|introducing|develop|developing|design|designing)\\s+(?:(?:a|an|the|our)\\s+)?(?:new\\s+)?(${CAPITALISED})`,
        'g',
      ),
    ) ??
    firstMatch(
      text,
      /\b([A-Z][a-z]{1,30}[A-Z][A-Za-z]{0,30}|[a-z]{1,30}[A-Z][a-z][A-Za-z]{0,30})\b/g,
    )
  );
}

/** "Name: X", "Product: X", "called X", "named X": the most explicit ways to state a name. */
export function explicitName(text: string): string | undefined {
  return (
    firstMatch(
      text,
      new RegExp(
        `^[ \\t]*(?:[-*][ \\t]+)?(?:\\*\\*)?(?:project|product|app|product name|project name|name|working title|codename)(?:\\*\\*)?(?:[ \\t]*[:=]|\\t+)(?:\\*\\*)?[ \\t]*["“]?(${CAPITALISED})`,
        'gim',
      ),
    ) ??
    firstMatch(
      text,
      new RegExp(
        `\\b(?:called|named|codenamed|code-named|titled|brand(?:ed)? as|name it|call it)\\s+["“]?(${CAPITALISED})`,
        'g',
      ),
    )
  );
}

/** "Parkly weekly sync" -> "Parkly": the capitalised words a title starts with. */
function leadingName(part: string): string {
  const words = part.trim().split(/\s+/);
  const run: string[] = [];
  for (const word of words) {
    if (/^[\p{Lu}\d]/u.test(word) || (run.length && /^(?:of|for|and|&)$/.test(word)))
      run.push(word);
    else break;
  }
  while (run.length && /^(?:of|for|and|&)$/.test(run.at(-1) ?? '')) run.pop();
  return run.length && run.length < words.length ? run.join(' ') : part;
}

const MEETING_LABEL =
  /^(?:(?:weekly|daily|monthly|quarterly|bi-?weekly|team|internal|planning|design|engineering|eng|product|project|status|kick-?off)\s+){0,3}(?:sync|stand-?up|meeting|call|kick-?off|retro(?:spective)?|notes|minutes|review|planning|workshop|session|catch-?up|check-?in)$/i;
/** "Notizen Vorstandssitzung TSV Eichenau", "Compte rendu réunion …", "Acta de la reunión …". */
const MEETING_LEAD =
  /^(?:notes?|minutes|notizen|protokoll|besprechung|\p{L}*(?:sitzung|besprechung|treffen)|r[ée]union|compte[- ]rendu|cr|reuni[óo]n|acta|minuta|notas|appunti|riunione|verbale|meeting|call|sync|stand-?up|kick-?off|retro)\b/iu;

/** "Parkly – parking spot booking" -> Parkly; "PRD: Harvest Ledger" -> Harvest Ledger. */
export function nameFromTitle(title: string): string | undefined {
  const text = title
    .replace(/^(?:re|fwd?|aw)\s*:\s*/i, '')
    .replace(/[*_#]+/g, '')
    .trim();
  const parts = text.split(/\s+[–—|-]\s+|:\s+|\s+\(/);
  const meeting = parts.some((p) => MEETING_LABEL.test(p.trim().replace(/\)$/, '')));
  for (const part of parts) {
    // "Weekly sync – ShiftSwap": the meeting's label names no product; nor does a section's
    // label ("Background: we run 40 drivers …").
    if (MEETING_LABEL.test(part.trim()) || MEETING_LEAD.test(part.trim())) continue;
    if (contextOf(part.trim())) continue;
    const lead = leadingName(part);
    // "Bulky waste pickup – weekly sync": beside a meeting's label, a phrase in sentence case is
    // the call's topic; its first word is no name.
    if (meeting && lead !== part && !GENERIC_TAIL.test(` ${part.slice(lead.length).trim()}`))
      continue;
    const candidate = lead
      .replace(GENERIC_TAIL, '')
      .replace(
        /^(?:prd|product brief|brief|spec|project|product|projet|projekt|proyecto|projeto|produit|produkt|producto|produto)\s*(?:for\s+)?/i,
        '',
      )
      .trim();
    const words = candidate.split(/\s+/);
    if (!candidate || words.length > 4) continue;
    // A name is capitalised ("Harvest Ledger", "Parkly"); "parking spot booking" describes.
    if (!words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:of|for|and|the|&)$/.test(w))) continue;
    if (NEGATED.test(text.slice(0, text.indexOf(part)))) continue;
    const name = clean(candidate);
    if (name) return name;
  }
  return undefined;
}

const KIND =
  'app|application|tool|platform|marketplace|service|scheme|thing|portal|system|dashboard|website|site|bot|tracker|planner|ledger|scheduler|assistant|program|network|store|shop|game|integration|feature|product|solution|software|extension|plugin|crm|wallet|checker|builder';

const REFERS_BACK =
  /^(?:same|other|existing|old|current|whole|entire|paper|right|wrong|only|previous|legacy|present)\b/i;

function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/[\s.,;:!?–—|-]+$/, '');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * A neutral working title when the brief names nothing: "PRD for a dog-walking marketplace" ->
 * "Dog-walking marketplace"; "an app where farmers log sales" -> the app's subject.
 */
export function describedName(text: string): string | undefined {
  return describedKind(text) ?? nounName(text.slice(0, 600));
}

/** "PRD for a dog-walking marketplace", "the volunteer driver scheme": what the brief says it is. */
export function describedKind(text: string): string | undefined {
  const head = text.slice(0, 600);
  const forWhat =
    /\b(?:prd|brief|spec|requirements|document|draft)\s+(?:for|on|about)\s+(?:an?\s+|the\s+|our\s+)?([\p{L}\d][\p{L}\d' -]{2,60}?)(?=[.,;:!?\n(]|\s+(?:that|which|where|with|so|to|in|where)\b|$)/iu.exec(
      head,
    );
  if (forWhat?.[1] && forWhat[1].split(/\s+/).length <= 5) return sentenceCase(forWhat[1]);
  // "in the same system", "the existing tool": a thing the brief refers back to names nothing.
  const kind = [
    ...head.matchAll(
      new RegExp(
        `\\b(?:an?|the|our)\\s+((?:[\\p{L}\\d'-]+\\s+){0,3}?)(${KIND})\\b(?:\\s+(?:for|where|that|which|so)\\s+(?:the\\s+|our\\s+)?([\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?))?`,
        'giu',
      ),
    ),
  ].find((m) => !REFERS_BACK.test(m[1] ?? ''));
  if (kind) {
    const modifiers = (kind[1] ?? '').trim().replace(/^(?:new|simple|small|web|mobile)\b\s*/i, '');
    // "the allotment waiting list thing": the thing is what the words before it name.
    if (modifiers && /^thing$/i.test(kind[2] ?? '')) return sentenceCase(modifiers);
    if (modifiers) return sentenceCase(`${modifiers} ${kind[2]}`);
    let who = (kind[3] ?? '')
      .split(/\s+(?:to|that|who|where|can|could|will|and|with|in|on)\b/i)[0]
      ?.trim();
    const [first, second] = (who ?? '').split(/\s+/);
    if (first && second && nlp(second).has('#Verb')) who = first;
    if (who && !/^(?:to|can|will|me|us|them|it|i|we|you)$/i.test(who))
      return sentenceCase(`${kind[2]} for ${who}`);
  }
  return undefined;
}

/** The first line's first noun phrase, when the brief says nothing of what the product is. */
function nounName(head: string): string | undefined {
  // "Notizen Vorstandssitzung", "Minutes of the board": the document's kind names nothing.
  const firstLine =
    head.split('\n').find((l) => /\p{L}{3}/u.test(l) && !MEETING_LEAD.test(l.trim())) ?? '';
  const nouns = nlp(firstLine.slice(0, 200)).nouns().out('array') as string[];
  const noun = nouns
    .map((n) => n.replace(/^(?:the|a|an|our|my|their)\s+/i, '').replace(/[.,;:!?]+$/, ''))
    .find(
      (n) =>
        n.split(/\s+/).length <= 4 &&
        !/^(?:we|i|you|they|it|this|that|users?|people|prd|product|app|(?:these |my |our |the )?(?:notes?|transcripts?|threads?|calls?|meetings?|emails?|briefs?|docs?|documents?|files?|exports?|chats?|review|objet|subject|betreff|asunto))$/i.test(
          n,
        ) &&
        !isTech(n),
    );
  return noun ? sentenceCase(noun) : undefined;
}

/** "checkout_redesign-v2.pdf" -> "Checkout Redesign V2". */
export function nameFromFile(fileName: string): string | undefined {
  const base = fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s*\(\d+\)$/, '')
    .trim();
  if (!/[A-Za-z]/.test(base)) return undefined;
  return base
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const COINED = /(?<![\p{L}\d@#_'’.-])(\p{Lu}\p{Ll}{2,30}(?:\p{Lu}\p{Ll}{1,20})?)(?![\p{L}\d_-])/gu;
/** Words before a person's name ("thanks Jamal", "asked Priya") or a place ("in Leeds"). */
const PERSON_BEFORE =
  /(?:\b(?:hi|hello|hey|thanks|thank you|dear|cheers|asked|told|ask|with|by|cc|ping|per)|@)\s*$/i;
/** "Forkful Support", "Parkly Team": a name and the part of the business, not a person. */
const ORG_WORD = /^[ \t](?:Support|Helpdesk|HQ|Inc|Ltd|Limited)\b/;
const CALENDAR_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:christmas|easter|spring|summer|autumn|winter)$/i;
const PLACE_BEFORE = /\b(?:in|at|from|to|near|across|around|outside|inside|of)\s+$/i;

const firstNameCache = new Map<string, boolean>();

/** "Deb adds them to a spreadsheet": a word compromise knows as a first name is a person. */
function firstName(word: string): boolean {
  let known = firstNameCache.get(word);
  if (known === undefined) {
    known = nlp(word).has('#FirstName');
    if (firstNameCache.size < 2000) firstNameCache.set(word, known);
  }
  return known;
}

const pluralCache = new Map<string, boolean>();

/** "collectors", "residents": a common noun in the plural (compromise's lexicon). */
function pluralNoun(word: string): boolean {
  let known = pluralCache.get(word);
  if (known === undefined) {
    known = nlp(word).has('#Plural');
    if (pluralCache.size < 2000) pluralCache.set(word, known);
  }
  return known;
}

/**
 * A coined word the input keeps using, when it states no name: "OK so. Binday. Residents book a
 * pickup …", later "Binday sends a reminder". Capitalised every time (a common word also appears
 * in lower case), never a person (a speaker, a first name before a surname, someone addressed),
 * never only a place, at least twice. Linear: one pass over the words.
 */
export function coinedName(text: string): string | undefined {
  return coinedCandidate(text)?.word;
}

/** The coined word coinedName reads, with how often the input uses it. */
export function coinedCandidate(text: string): { word: string; count: number } | undefined {
  const head = text.slice(0, 20_000);
  // "help.forkful.co.uk": a web or mail address is written in lower case whatever the name.
  const lowerWords = new Set(
    head
      .replace(/\S+@\S+|\bhttps?:\/\/\S+|\b(?:[\w-]+\.)+[a-z]{2,}\b\S*/gi, ' ')
      .match(/(?<![\p{L}])\p{Ll}[\p{Ll}'’-]*/gu) ?? [],
  );
  const seen = new Map<string, { count: number; first: number; person: boolean; placed: number }>();
  for (const m of head.matchAll(COINED)) {
    const word = m[1]!;
    const lower = word.toLowerCase();
    if (lowerWords.has(lower) || NOT_A_NAME.has(lower) || isTech(word) || CALENDAR_WORD.test(word))
      continue;
    // "Drivers see …", "Customers upload …" at the start of lines: a common noun in the plural
    // whose singular the text uses ("the driver"), never a coined name.
    if (/s$/.test(lower) && lowerWords.has(lower.replace(/(?:ies)$/, 'y').replace(/e?s$/, '')))
      continue;
    if (/s$/.test(lower) && lowerWords.has(lower.slice(0, -1))) continue;
    if (/[^s]s$/.test(lower) && pluralNoun(lower)) continue;
    const at = m.index;
    const before = head.slice(Math.max(0, at - 20), at);
    // "Baker Street", "Jamal Reed": the second word of a name.
    if (/\p{Lu}[\p{L}'’.-]*[ \t]$/u.test(before)) continue;
    const after = head.slice(at + word.length, at + word.length + 24);
    const entry = seen.get(word) ?? { count: 0, first: at, person: false, placed: 0 };
    entry.count++;
    // "Jamal Reed", "Priya:", "Maya Chen  0:04", "Jamal, can you …", "@Marco": a person.
    if (
      (/^[ \t]\p{Lu}\p{Ll}/u.test(after) && !ORG_WORD.test(after)) ||
      /^\s*(?::|\s{2,}\d|\s*\(\d)/u.test(after) ||
      /^,\s*(?:can|could|would|will|please|do|are|what|any)\b/i.test(after) ||
      PERSON_BEFORE.test(before) ||
      (entry.count === 1 && firstName(word))
    )
      entry.person = true;
    if (PLACE_BEFORE.test(before)) entry.placed++;
    seen.set(word, entry);
  }
  let best: [string, { count: number; first: number }] | undefined;
  for (const [word, e] of seen) {
    if (e.person || e.count < 2 || e.placed === e.count) continue;
    if (!clean(word)) continue;
    if (!best || e.count > best[1].count || (e.count === best[1].count && e.first < best[1].first))
      best = [word, e];
  }
  return best ? { word: best[0], count: best[1].count } : undefined;
}
