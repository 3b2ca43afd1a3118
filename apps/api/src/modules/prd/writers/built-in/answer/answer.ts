import type { SourceChunk } from '../../types.js';
import { PrdDocument } from '../revise/document.js';
import { isSmallTalk, splitClauses } from '../intent.js';
import { declineAnswer, declinedWork } from '../revise/revise-decline.js';
import {
  findSection,
  idsIn,
  parsePrd,
  sectionItems,
  type ParsedFr,
  type ParsedPrd,
} from '../revise/prd-lines.js';
import { overlap, stem, stemSet, tokens } from '../text/words.js';

/**
 * Answers a question about the PRD (and the session's files) in chat, citing FR ids: what an
 * FR says, why it has its priority, which requirements mention a topic, whether the PRD covers
 * something (or lists it as a non-goal), what a section holds. Bounded: the PRD's lines once,
 * file passages up to a fixed number of characters.
 */

const MAX_LISTED = 8;
const MAX_SOURCE_CHARS = 256 * 1024;
const LABEL: Record<string, string> = { P0: 'Must', P1: 'Should', P2: 'Could' };

const SECTION_WORDS: [RegExp, string][] = [
  [/\bnon[- ]?goals?\b|\bout of scope\b/, 'Non-goals'],
  [/\brisks?\b/, 'Risks'],
  [
    /\bopen questions?\b|\bunresolved\b|\bundecided\b|\bstill open\b|\bwhat(?:'?s| is| are)? (?:still )?open\b|\bleft to (?:decide|answer|agree|figure out)\b|\bto be decided\b|\bunanswered\b/,
    'Open questions',
  ],
  [/\bmilestones?\b|\btimeline\b|\broadmap\b|\blaunch date\b/, 'Milestones'],
  [/\b(?:success )?metrics?\b|\bkpis?\b|\btargets?\b/, 'Success metrics'],
  [
    /\bpersonas?\b|\buser stories\b|\bwho (?:is|are) (?:it|the users?) for\b/,
    'Personas and user stories',
  ],
  [/\bgoals?\b|\bproblem\b/, 'Problem and goals'],
  [/\bnon[- ]functional\b|\bnfrs?\b/, 'Non-functional requirements'],
  [/\btechnical\b|\btech stack\b|\bplatforms?\b|\bintegrations?\b/, 'Technical considerations'],
  [/\bflow\b|\bjourney\b/, 'User experience flow'],
  [/\bsources?\b/, 'Sources'],
];

/** "Which are the must-haves?", "what's P1?", "list the nice-to-haves": FRs of one priority. */
const PRIORITY_ASKED: [RegExp, string][] = [
  [
    /\b(?:must[- ]?haves?|musts|p0s?|mandatory|essentials?|critical|highest priority|top priority)\b/,
    'P0',
  ],
  [/\b(?:should[- ]?haves?|shoulds|p1s?|medium priority)\b/, 'P1'],
  [
    /\b(?:could[- ]?haves?|coulds|nice[- ]to[- ]haves?|p2s?|optional|lowest priority|low priority)\b/,
    'P2',
  ],
];

/**
 * Questions about a kind of fact whose words differ from the PRD's: "how long do we keep the
 * records?" is answered by "kept for 7 years", "how fast" by a time limit.
 */
const CONCEPTS: { asked: RegExp; line: RegExp; topic: string }[] = [
  {
    asked:
      /\bhow long\b[^?]*\b(?:keep|kept|store|stored|retain|hold|held)\b|\bretention\b|\bdelete[ds]?\b[^?]*\b(?:data|records?)\b/,
    line: /\b(?:kept|keep|retain\w*|retention|stored? for|deleted? (?:after|within)|archiv\w*|purged?)\b/i,
    topic: 'how long records are kept',
  },
  {
    asked: /\bhow (?:fast|quick(?:ly)?|long does it take)\b|\bperformance\b|\blatency\b/,
    line: /\b(?:within|under|less than)\s+\d[\d.,]*\s*(?:ms|milliseconds?|s|seconds?|minutes?|mins?)\b|\bp9[59]\b/i,
    topic: 'speed',
  },
];

/** Words of a question that say how it asks, not what about. */
const QUESTION_STOP = new Set(
  'fr prd product app requirement work brief file say anything something handle offer provide allow let get happen plan thing written write current currently right'
    .split(' ')
    .map(stem),
);

const frLine = (fr: ParsedFr) =>
  `- **${fr.id}** (${fr.title}), ${fr.priority || 'no priority'}: ${fr.statement}`;
const plain = (line: string) => line.replace(/\s*_\(source:[^)]*\)_\s*$/, '').trim();

function aboutFr(fr: ParsedFr, why: boolean): string {
  const priority = fr.priority
    ? `${fr.priority} (${LABEL[fr.priority] ?? fr.priority})`
    : 'no priority';
  const lines = [`**${fr.id}** (${fr.title}) says: ${fr.statement}`];
  if (why) {
    const modal = /\b(must|shall|need(?:s)? to|required|should|could|may|nice to have)\b/i.exec(
      fr.statement,
    )?.[1];
    lines.push(
      modal
        ? `It is ${priority} because its statement says "${modal}"${fr.source ? ` (source: ${fr.source})` : ''}. Ask to change it, e.g. "make ${fr.id} P1".`
        : `It is ${priority}${fr.source ? ` (source: ${fr.source})` : ''}; ask to change it, e.g. "make ${fr.id} P1".`,
    );
  } else {
    lines.push(`- **Priority:** ${priority}`);
    if (fr.criteria) lines.push(`- **Acceptance criteria:** ${fr.criteria}`);
    if (fr.source) lines.push(`- **Source:** ${fr.source}`);
  }
  return lines.join('\n');
}

function sectionAnswer(lines: string[], parsed: ParsedPrd, name: string): string | undefined {
  const items = sectionItems(lines, findSection(parsed, name));
  if (!items.length) return undefined;
  const shown = items.slice(0, MAX_LISTED).map((l) => plain(l.replace(/^\d{1,3}\.\s+/, '- ')));
  const more =
    items.length > MAX_LISTED
      ? [`- …and ${items.length - MAX_LISTED} more in section "${name}".`]
      : [];
  return [`**${name}** in the PRD:`, '', ...shown, ...more].join('\n');
}

function fileMatches(stems: string[], chunks: SourceChunk[], need: number): string[] {
  const out: string[] = [];
  let budget = MAX_SOURCE_CHARS;
  for (const chunk of chunks) {
    if (budget <= 0 || out.length >= 3) break;
    const text = chunk.text.slice(0, budget);
    budget -= text.length;
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      if (sentence.length > 400) continue;
      if (overlap(stems, stemSet(sentence)) >= Math.min(need, stems.length)) {
        out.push(`- "${sentence.trim()}" (${chunk.file}, ${chunk.locator})`);
        if (out.length >= 3) break;
      }
    }
  }
  return out;
}

/** The answer to a question about `prd` (Markdown), from the PRD and the session's passages. */
export function answerQuestion(question: string, prd: string, chunks: SourceChunk[] = []): string {
  const doc = new PrdDocument(prd);
  const parsed = parsePrd(doc.lines);
  const q = question.slice(0, 2000);
  const clauses = splitClauses(q);
  const declined = declinedWork(clauses);
  if (declined) {
    const others = clauses.filter((c) => !declinedWork([c]) && !isSmallTalk(c)).length;
    return declineAnswer(declined, others);
  }
  const lower = q.toLowerCase();
  const why = /\bwhy\b/.test(lower);
  const byId = idAnswer(q, parsed, why);
  if (byId !== undefined) return byId;
  if (
    /\bhow many\b|\bcount\b|\bnumber of\b/.test(lower) &&
    /\brequirements?\b|\bfrs?\b|\bfeatures?\b/.test(lower)
  ) {
    const by = (p: string) => parsed.frs.filter((f) => f.priority === p).length;
    return `The PRD has **${parsed.frs.length} functional requirements** (P0: ${by('P0')}, P1: ${by('P1')}, P2: ${by('P2')}) and **${parsed.nfrs.length} non-functional requirements**.`;
  }
  if (
    /\b(?:what(?:'s| is) (?:it|the product|the app) called|product name|name of the (?:product|app))\b/.test(
      lower,
    )
  ) {
    return `The product is called **${parsed.product ?? 'not named yet'}**.`;
  }
  // "Which requirements are must-haves?" lists them; "is the noticeboard a must?" asks about one.
  const listing =
    /^(?:which|what(?:'s|’s| is| are)?|whats|list|show(?: me)?|tell me)\b/.test(lower.trim()) &&
    !/\b(?:is|are)\s+(?:the|our|a|an)\s+\w+/.test(
      lower.replace(/^(?:what|which)\s+(?:is|are)\s+/, ''),
    );
  const level = listing ? PRIORITY_ASKED.find(([pattern]) => pattern.test(lower))?.[1] : undefined;
  if (level && parsed.frs.length) {
    const listed = parsed.frs.filter((f) => f.priority === level);
    return listed.length
      ? [
          `${listed.length} ${listed.length === 1 ? 'requirement is' : 'requirements are'} ${level} (${LABEL[level]}):`,
          '',
          ...listed.slice(0, MAX_LISTED).map(frLine),
          ...(listed.length > MAX_LISTED ? [`- …and ${listed.length - MAX_LISTED} more.`] : []),
        ].join('\n')
      : `No requirement is ${level} (${LABEL[level]}) yet; ask to change one, e.g. "make FR-1 ${level}".`;
  }
  const concept = CONCEPTS.find((c) => c.asked.test(lower));
  if (concept) {
    const lines = doc.lines
      .filter((l) => /^\s*(?:[-*]|\d{1,3}\.)\s/.test(l) && concept.line.test(l))
      .slice(0, MAX_LISTED);
    if (lines.length)
      return [
        `On ${concept.topic}, the PRD says:`,
        '',
        ...lines.map((l) => `- ${plain(l.replace(/^\s*(?:[-*]|\d{1,3}\.)\s+/, ''))}`),
      ].join('\n');
  }
  return topicAnswer(q, lower, doc, parsed, chunks);
}

/** "What does FR-3 say?", "why is NFR-2 a must?": the requirements the question names. */
function idAnswer(q: string, parsed: ParsedPrd, why: boolean): string | undefined {
  const ids = [
    ...new Set(idsIn(q).filter((id) => /^FR-/.test(id) || parsed.frs.some((f) => f.id === id))),
  ].slice(0, MAX_LISTED);
  if (ids.length) {
    return ids
      .map((id) => {
        const fr = parsed.frs.find((f) => f.id === id);
        return fr
          ? aboutFr(fr, why)
          : `The PRD has no **${id}** (it has ${parsed.frs.map((f) => f.id).join(', ') || 'no functional requirements'}).`;
      })
      .join('\n\n');
  }
  const nfrIds = [...new Set(q.toUpperCase().match(/NFR-\d+/g) ?? [])].slice(0, MAX_LISTED);
  if (nfrIds.length) {
    return nfrIds
      .map((id) => {
        const nfr = parsed.nfrs.find((n) => n.id === id);
        return nfr
          ? `**${id}** (${nfr.priority || 'no priority'}) says: ${plain(nfr.text)}`
          : `The PRD has no **${id}**.`;
      })
      .join('\n\n');
  }
  return undefined;
}

/** Which requirements, non-goals, sections or file passages share the question's words. */
function topicAnswer(
  q: string,
  lower: string,
  doc: PrdDocument,
  parsed: ParsedPrd,
  chunks: SourceChunk[],
): string {
  const stems = [...stemSet(q)].filter((s) => !QUESTION_STOP.has(s));
  const section = SECTION_WORDS.find(([pattern]) => pattern.test(lower));
  const topical = stems.filter((s) => !section || !section[0].test(s));
  if (
    section &&
    (topical.length === 0 ||
      tokens(q).length <= 5 ||
      /\b(?:what|which|list|show)\b.*\b(?:are|is)\s+the\b/.test(lower))
  ) {
    const answer = sectionAnswer(doc.lines, parsed, section[1]);
    if (answer) return answer;
  }
  if (!stems.length) {
    return `I could not tell what to look for in that question. Ask about a requirement ("What does FR-1 cover?"), a topic ("Which requirements mention payments?") or a section ("What are the risks?").`;
  }
  const score = (text: string) => overlap(stems, stemSet(text));
  const need = Math.max(1, Math.ceil(stems.length / 2));
  const scored = parsed.frs.map((fr) => ({
    fr,
    s: score(`${fr.title} ${fr.statement} ${fr.criteria}`),
  }));
  let frs = scored.filter((x) => x.s >= need).sort((a, b) => b.s - a.s);
  // Nothing covers every word: the requirements sharing the most words, when few do.
  const best = Math.max(0, ...scored.map((x) => x.s));
  const closest = !frs.length && best > 0 ? scored.filter((x) => x.s === best) : [];
  const partial = closest.length > 0 && closest.length <= 3;
  if (partial) frs = closest;
  const nonGoals = sectionItems(doc.lines, findSection(parsed, 'Non-goals')).filter(
    (l) => score(l) >= need && !/_Assumption/.test(l),
  );
  const other = parsed.nfrs
    .filter((n) => score(n.text) >= need)
    .map((n) => `- **${n.id}**: ${plain(n.text)}`);
  const topic =
    tokens(q)
      .filter((t) => stems.some((s) => t.startsWith(s.slice(0, 4))))
      .slice(0, 4)
      .join(' ') || stems.join(' ');
  const yesNo = /^(?:does|do|is|are|will|can|could|should|has|have|did)\b/.test(lower.trim());
  const out: string[] = [];
  if (nonGoals.length) {
    out.push(
      `${yesNo ? 'No: ' : ''}the PRD lists it as a non-goal:`,
      '',
      ...nonGoals.map((l) => `- ${plain(l.replace(/^-\s+/, ''))}`),
    );
  }
  if (frs.length) {
    if (out.length) out.push('');
    out.push(
      partial
        ? `Nothing covers all of "${topic}"; the closest ${frs.length === 1 ? 'requirement' : 'requirements'}:`
        : `${yesNo && !nonGoals.length ? 'Yes: ' : ''}${frs.length === 1 ? 'One requirement covers' : `${frs.length} requirements cover`} "${topic}":`,
      '',
      ...frs.slice(0, MAX_LISTED).map((x) => frLine(x.fr)),
    );
    if (frs.length > MAX_LISTED) out.push(`- …and ${frs.length - MAX_LISTED} more.`);
  }
  if (other.length) out.push('', 'Non-functional requirements:', '', ...other.slice(0, MAX_LISTED));
  if (!out.length) {
    const lines = doc.lines
      .filter((l) => /^\s*(?:[-*]|\d{1,3}\.)\s/.test(l) && score(l) >= need)
      .slice(0, 4);
    if (lines.length)
      out.push(
        `The requirements do not mention "${topic}", but the PRD does:`,
        '',
        ...lines.map((l) => plain(l.replace(/^\d{1,3}\.\s+/, '- '))),
      );
    else out.push(`${yesNo ? 'No: ' : ''}the PRD does not mention "${topic}".`);
  }
  const files = fileMatches(stems.slice(0, 6), chunks, need);
  if (files.length) out.push('', 'Your files say:', '', ...files);
  else if (!frs.length && !nonGoals.length)
    out.push('', `To add it, say for example "Add a requirement: ${topic}".`);
  return out.join('\n');
}
