import { isQuestion, isSmallTalk, splitClauses } from '../intent.js';
import { level, type EditOp } from './edit-op.js';
import {
  ABOUT_FILES,
  ADD,
  ALSO,
  capitalise,
  cleanName,
  cleanTarget,
  DATE_MOVE,
  DATE_MOVED,
  FROM_TO,
  INSTEAD,
  IS_NOW,
  MOVES_TO,
  NO_LONGER,
  NON_GOAL_VERB,
  NOT_THAT,
  OUT_OF_SCOPE,
  politeless,
  PRIORITY_IS,
  PRIORITY_SET,
  PRIORITY_STEP,
  REMOVE,
  RENAME,
  RENAME_PRODUCT,
  REPLACE,
  SET_BARE,
  SET_TO,
  SWAP_TO,
  VALUE,
} from './edit-patterns.js';
import { dateIn } from './revise-dates.js';
import { ruleFor } from '../rules/index.js';
import { CRITERIA_REQUESTS, DECLINES, DROPPED, FIRMER_NON_GOALS } from '../rules/follow-ups.js';
import { parseValue } from '../text/values.js';
import { restatementIn } from './restate.js';
import { settledValue, typedEdit, withoutAside } from './typed-edits.js';

/** Edit instructions are read from the start of the message only (they are short sentences). */
const MAX_INSTRUCTION_CHARS = 8 * 1024;
/** Longest clause read as one instruction; longer ones are statements, not edits. */
const MAX_CLAUSE_CHARS = 400;
/** Most operations applied from one message. */
const MAX_OPERATIONS = 40;

interface ParsedMessage {
  ops: EditOp[];
  /** Statements that are no instruction (new requirements, facts): merged like a brief. */
  statements: string[];
  /** Questions found in the message (never added to the PRD). */
  questions: string[];
}

/**
 * The edit one clause asks for, or undefined when it is a statement. Tried as written, then
 * without "(was 2)", an aside or a trailing reason, then in the typed shapes of typed-edits.ts.
 */
export function parseClause(raw: string, lenient = true): EditOp | undefined {
  const tries = lenient ? withoutAside(raw) : [raw];
  for (const [i, clause] of tries.entries()) {
    const op = parseOne(clause);
    // "Make the non-goals stricter – …": what follows the dash names the change; never cut off.
    if (op && i > 0 && op.type === 'firm-non-goals') return undefined;
    if (op) return op.type === 'set-value' ? settledValue(op) : op;
  }
  for (const clause of tries) {
    const op = typedEdit(politeless(clause));
    if (op) return op;
  }
  return undefined;
}

function parseOne(raw: string): EditOp | undefined {
  const clause = politeless(raw);
  if (!clause || clause.length > MAX_CLAUSE_CHARS) return undefined;
  let m: RegExpExecArray | null;
  const criteria = criteriaOp(clause);
  if (criteria) return criteria;
  if (ruleFor(FIRMER_NON_GOALS, clause)) return { type: 'firm-non-goals' };
  const dropped = ruleFor(DROPPED, clause);
  if (dropped && (m = dropped.pattern.exec(clause)) && m[1]) {
    const target = cleanTarget(m[1]);
    if (target) return { type: 'non-goal', target, text: `${capitalise(target)} is out of scope` };
  }
  if ((m = DATE_MOVE.exec(clause)) && m[1] && m[2]) {
    // The tail is the date itself, and the clause says it moved or what it now is.
    const tail = m[2].trim();
    const date = dateIn(tail);
    const head = clause.slice(0, clause.length - m[2].length);
    if (
      date &&
      tail.toLowerCase().startsWith(date.toLowerCase()) &&
      /^\s*(?:instead|now|please|at the latest|round|term|cohort|intake|sprint|release|season|window|batch|semester)?$/i.test(
        tail.slice(date.length),
      ) &&
      DATE_MOVED.test(head)
    )
      return { type: 'set-date', subject: m[1], date };
  }
  if ((m = RENAME_PRODUCT.exec(clause)) && m[1])
    return { type: 'rename-product', to: cleanName(m[1]) };
  if ((m = PRIORITY_SET.exec(clause)) && m[1] && m[2]) return priorityOp(m[1], m[2]);
  if ((m = PRIORITY_STEP.exec(clause))) {
    const verb = (m[1] ?? m[3] ?? '').toLowerCase();
    const target = m[2] ?? m[4] ?? m[5] ?? '';
    if (m[5]) return { type: 'priority', target: cleanTarget(target), level: 'P2' };
    const down = /^(?:lower|reduce|decrease|drop|downgrade|depriorit)/.test(verb);
    return { type: 'priority', target: cleanTarget(target), step: down ? 1 : -1 };
  }
  if ((m = OUT_OF_SCOPE.exec(clause)) && m[1])
    return { type: 'non-goal', target: cleanTarget(m[1]), text: clause };
  if ((m = NON_GOAL_VERB.exec(clause))) {
    const target = cleanTarget(m[1] ?? m[2] ?? '');
    if (target) return { type: 'non-goal', target, text: `${capitalise(target)} is out of scope` };
  }
  if ((m = NO_LONGER.exec(clause)))
    return { type: 'remove', target: cleanTarget(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '') };
  if ((m = REMOVE.exec(clause)) && m[1]) return { type: 'remove', target: cleanTarget(m[1]) };
  if ((m = PRIORITY_IS.exec(clause)) && m[1] && m[2] && !/\bfrom\b/i.test(m[1])) {
    const op = priorityOp(m[1], m[2]);
    return op && { ...op, fallback: raw.trim() };
  }
  if ((m = RENAME.exec(clause)) && m[1] && m[2]) {
    const from = cleanTarget(m[1]);
    return { type: 'rename', from, to: cleanName(m[2]) };
  }
  if ((m = FROM_TO.exec(clause)) && m[2] && m[3])
    return {
      type: 'replace-value',
      subject: m[1] ?? '',
      from: cleanName(m[2]),
      to: cleanName(m[3]),
    };
  if ((m = INSTEAD.exec(clause)) && m[1] && m[2]) {
    // "release the court after 30 minutes instead of 20": the new value is in a longer phrase.
    const to = /\s/.test(m[1].trim()) ? parseValue(m[1]) : undefined;
    if (to && parseValue(m[2]))
      return { type: 'replace-value', subject: m[1], from: cleanName(m[2]), to: to.text };
    return { type: 'replace-value', subject: '', from: cleanTarget(m[2]), to: cleanTarget(m[1]) };
  }
  if ((m = REPLACE.exec(clause)) && m[1] && m[2])
    return { type: 'replace-value', subject: '', from: cleanTarget(m[1]), to: cleanTarget(m[2]) };
  if ((m = NOT_THAT.exec(clause)) && m[1] && m[2]) {
    const to = parseValue(m[1].replace(/\bnow\b/i, ''));
    const from = parseValue(m[2]);
    // "15 people, not 10": a bare number on one side counts what the other side counts.
    const counted =
      to &&
      from &&
      (to.kind === from.kind
        ? to.kind !== 'number'
        : (to.kind === 'number') !== (from.kind === 'number'));
    if (to && from && counted)
      return { type: 'replace-value', subject: m[1], from: from.text, to: to.text };
    // "Customers pay in store, not online": words, not values (applied where the PRD says them).
    if (
      !to &&
      !from &&
      /,\s*(?:not|rather than)\s/i.test(clause) &&
      m[1].split(/\s+/).length >= 2 &&
      m[2].split(/\s+/).length <= 4
    )
      return { type: 'not-that', said: m[1], old: m[2], clause };
  }
  if ((m = SET_TO.exec(clause)) && m[1] && m[2] && VALUE.test(m[2]))
    return { type: 'set-value', subject: m[1], value: cleanName(m[2]), explicit: true, clause };
  if ((m = SWAP_TO.exec(clause)) && m[1] && m[2] && !VALUE.test(m[2]))
    return { type: 'replace-value', subject: '', from: cleanTarget(m[1]), to: cleanName(m[2]) };
  if ((m = SET_BARE.exec(clause)) && m[1] && m[2])
    return { type: 'set-value', subject: m[1], value: cleanName(m[2]), explicit: true, clause };
  if ((m = MOVES_TO.exec(clause)) && m[1] && m[2] && VALUE.test(m[2]))
    return { type: 'set-value', subject: m[1], value: cleanName(m[2]), explicit: true, clause };
  if ((m = IS_NOW.exec(clause))) {
    const subject = m[1] ?? m[3] ?? '';
    const value = m[2] ?? m[4] ?? '';
    if (VALUE.test(value))
      return { type: 'set-value', subject, value: cleanName(value), explicit: true, clause };
  }
  if ((m = ADD.exec(clause)) && (m[1] ?? m[2])) {
    const statement = (m[1] ?? m[2] ?? '').trim();
    return { type: 'add', statement: ABOUT_FILES.test(statement) ? '' : statement };
  }
  if ((m = ALSO.exec(clause)) && m[1] && !/^[a-z]+\s+(?:must|should|could|need)/i.test(m[1]))
    return { type: 'add', statement: m[1].trim() };
  return undefined;
}

/**
 * "add acceptance criteria to FR-3: when …": the ids and what follows them (after a colon, or
 * after the id); "… to all requirements": every FR (`*`).
 */
const BY_NAME = new Set([
  'criteria for a named requirement',
  'criteria for a named requirement, bare',
  'named needs criteria',
]);

function criteriaOp(clause: string): EditOp | undefined {
  const rule = ruleFor(CRITERIA_REQUESTS, clause);
  if (!rule) return undefined;
  if (rule.name === 'criteria for all') return { type: 'criteria', ids: ['*'], text: '' };
  if (BY_NAME.has(rule.name)) {
    const m = rule.pattern.exec(clause);
    const rest = clause.slice(m?.[0].length ?? clause.length);
    const text = rest.replace(/^\s*(?:[:,–—-]|that says|saying)?\s*/i, '').trim();
    return { type: 'criteria', ids: [], target: (m?.[1] ?? '').trim(), text };
  }
  const colon = clause.indexOf(':');
  const head = colon >= 0 ? clause.slice(0, colon) : clause;
  const found = [...head.matchAll(/\bN?FR[- ]?(\d{1,3})\b/gi)];
  const last = found.at(-1);
  if (!last) return undefined;
  const ids = [...new Set(found.map((m) => `${/^N/i.test(m[0]) ? 'NFR' : 'FR'}-${Number(m[1])}`))];
  const rest =
    colon >= 0
      ? clause.slice(colon + 1)
      : rule.name === 'criteria for an id'
        ? clause.slice((last.index ?? 0) + last[0].length)
        : '';
  const text = rest.replace(/^\s*(?:[:,–—-]|that says|saying|so that)?\s*/i, '').trim();
  return { type: 'criteria', ids, text };
}

function priorityOp(
  target: string,
  word: string,
): Extract<EditOp, { type: 'priority' }> | undefined {
  const to = level(word.replace(/\s+priority$/i, ''));
  const cleaned = cleanTarget(target);
  if (!to || !cleaned || /^it$/i.test(cleaned)) return undefined;
  return { type: 'priority', target: cleaned, level: to };
}

const VALUE_VERB =
  /^(?:change|set|update|increase|reduce|decrease|lower|raise|move|make|bump|adjust|extend|shorten|cap|limit)\s+/i;

/**
 * "We dropped SSO, launch moved to Q3"; "change the X to 25 minutes and the Y to 15 minutes":
 * one clause holding several edits is read as its parts when at least one part is an edit and
 * every other part is an edit too, or a statement with a value. A part without a verb takes the
 * first part's ("and the delay interval to 15 minutes" -> "change the delay interval to …").
 */
function compound(clause: string): string[] {
  if (clause.length > MAX_CLAUSE_CHARS || ruleFor(CRITERIA_REQUESTS, politeless(clause)))
    return [clause];
  const sections = clause
    .split(/,\s+(?:and\s+)?/i)
    .map((p) => p.trim())
    .filter(Boolean)
    // "…is 24h now, not 48": the rejected value belongs to the edit before it.
    .reduce<string[]>((out, part) => {
      if (out.length && /^(?:not|rather than|instead of)\b/i.test(part))
        out[out.length - 1] += `, ${part}`;
      else out.push(part);
      return out;
    }, []);
  const first = politeless(sections[0] ?? '');
  const verb = VALUE_VERB.exec(first)?.[0];
  const asEdit = (part: string, i: number): string | undefined => {
    if (parseClause(part, false)) return part;
    if (i === 0 || !verb) return undefined;
    const borrowed = `${verb}${part.replace(/^(?:and|also)\s+/i, '')}`;
    return parseClause(borrowed, false) ? borrowed : undefined;
  };
  // "X moved to Q3 and Y is dropped": split at "and" only when every side is an edit.
  const parts = sections.flatMap((section, i) => {
    const sides = section.split(/\s+and\s+/i);
    if (sides.length < 2 || sides.length > 4) return [section];
    const edits = sides.map((side, j) => asEdit(side, i + j));
    return edits.every(Boolean) ? (edits as string[]) : [section];
  });
  if (parts.length < 2 || parts.length > 8) return [clause];
  const read = parts.map((part, i) => asEdit(part, i) ?? part);
  const ops = read.filter((p) => parseClause(p, false) !== undefined).length;
  const valued = (p: string) => {
    const words = p.replace(/\bN?FR-\d+\b/gi, ' ');
    return /\p{L}{3,}/u.test(words) && (VALUE.test(words) || !!dateIn(words));
  };
  if (!ops || !read.every((p) => parseClause(p, false) !== undefined || valued(p))) return [clause];
  return read;
}

/**
 * "Make the non-goals stricter: no swarm prediction": a vague head, then the change it names.
 * The named change is the edit (in the non-goals, a non-goal).
 */
function namedChange(clause: string): { clause: string; op?: EditOp } | undefined {
  const m = /^([^:]{3,80}):\s+(\S.*)$/.exec(clause.trim());
  if (!m?.[1] || !m[2] || !(ruleFor(DECLINES, m[1]) || ruleFor(FIRMER_NON_GOALS, m[1])))
    return undefined;
  const rest = m[2].trim().replace(/[.!;\s]+$/, '');
  if (!/\bnon[- ]?goals?\b|\bscope\b|\bwhat(?:'s|’s| is)? out\b|\bexclu/i.test(m[1]))
    return { clause: rest };
  const target = cleanTarget(rest.replace(/^(?:no|not|never)\s+/i, ''));
  return { clause: rest, op: { type: 'non-goal', target, text: capitalise(rest) } };
}

/** Reads the instructions, statements and questions of a revision message. */
export function parseMessage(message: string): ParsedMessage {
  const parsed: ParsedMessage = { ops: [], statements: [], questions: [] };
  // "FR-2 should say: …" on a line of its own: the words are the statement, commas and all.
  const rest: string[] = [];
  for (const line of message.slice(0, MAX_INSTRUCTION_CHARS).split('\n')) {
    const restated = parsed.ops.length < MAX_OPERATIONS ? restatementIn(line) : undefined;
    if (restated) parsed.ops.push({ type: 'restate', ...restated });
    else rest.push(line);
  }
  const clauses = splitClauses(rest.join('\n')).flatMap(compound);
  for (const raw of clauses) {
    const headed = namedChange(raw);
    const clause = headed?.clause ?? raw;
    const op = parsed.ops.length < MAX_OPERATIONS ? (parseClause(clause) ?? headed?.op) : undefined;
    if (op) parsed.ops.push(op);
    else if (isQuestion(clause)) parsed.questions.push(clause);
    else if (!isSmallTalk(clause)) parsed.statements.push(clause);
  }
  // Statements past the instruction window are still read as a brief (the analysed limit applies).
  const tail = message.slice(MAX_INSTRUCTION_CHARS);
  if (tail.trim()) parsed.statements.push(tail);
  return parsed;
}
