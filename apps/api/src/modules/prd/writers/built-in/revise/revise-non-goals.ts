import type { Ctx } from './edit-context.js';
import { findSection, parsePrd } from './prd-lines.js';

/**
 * "Make the non-goals stricter", "tighten the scope": every stated non-goal restated firmly
 * ("Out of scope for this release: offline mode. It will not be built or promised."), each one
 * kept with its source, none added or dropped, nothing else touched. The change list says how
 * many ("Non-goals: made explicit (3)."). Placeholders (an assumption, "None stated") stay.
 */

const FIRM_LEAD = 'Out of scope for this release:';
const FIRM_TAIL = 'It will not be built or promised.';
const FIRM_TAIL_SENTENCE = 'None of this will be built or promised.';

const ITEM = /^(\s*(?:[-*]|\d{1,3}[.)])\s+(?:\*\*[A-Z]{1,4}-\d{1,4}:?\*\*:?\s*)?)(.*)$/;
const SOURCE_TAIL = /(\s*_\((?:source|stated|sources?)\b[^)]*\)_)\s*$/i;
const PLACEHOLDER =
  /^_?(?:assumption|none|not stated)|_\(assumption\)_|^anything not listed|^_?none stated/i;
const STATED_ID = /\*\*([A-Z]{1,4}-\d{1,4}):?\*\*/;

/** "We won't build X", "X is out of scope", "No X", "X in v1": the X, when that is all it says. */
const REDUCE: RegExp[] = [
  /^not\s+(?:in|for)\s+(?:v1|the mvp|scope|this release|launch)\s*[:-]\s*(.+)$/i,
  /^(?:we|they|the team|the product|it)\s+(?:will not|won't|do not|don't|does not|doesn't|are not going to|aren't going to|shall not|cannot|can't)\s+(?:build|do|support|offer|include|ship|provide|add|deliver|cover|handle|have)\s+(.+)$/i,
  /^(.+?)\s+(?:is|are|will be|stays?|remains?)\s+(?:now\s+)?(?:out of scope|not in scope|excluded|a non-goal|not planned|not included|not (?:part of|in|for|included in|planned for|covered (?:by|in))\s+(?:v1|the mvp|this|scope|the scope|the first release|this release|launch|(?:this|the) (?:release|version|product)))(?:\s*[:(,-].*)?$/i,
  /^(?:no|not|never)\s+(.+)$/i,
];
const QUALIFIER =
  /\s*(?:\(\s*(?:v1|for now|in v1|mvp)\s*\)|,?\s+(?:in|for|from|during)\s+(?:v1|the mvp|the first (?:release|version)|this (?:release|version)|launch|the initial release|phase 1)|,?\s+for now|,?\s+at launch)$/i;
/** A clause with its own verb (a sentence), not a thing's name. */
const VERB =
  /\b(?:is|are|was|were|will|won't|would|can|cannot|can't|do|does|don't|doesn't|must|should|shall|may|we|they|get|gets|have|has)\b/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The non-goal's words restated firmly, or undefined when it is already firm. */
export function firmNonGoal(text: string): string | undefined {
  const body = text.trim().replace(/[.!;,\s]+$/, '');
  if (!body || body.startsWith(FIRM_LEAD)) return undefined;
  let thing = body;
  for (const pattern of REDUCE) {
    const m = pattern.exec(thing);
    if (m?.[1] && m[1].trim().length >= 2) {
      thing = m[1].trim();
      break;
    }
  }
  thing =
    thing
      .replace(QUALIFIER, '')
      .replace(/[.!;,\s]+$/, '')
      .trim() || body;
  if (VERB.test(thing) || /[.;]\s/.test(thing))
    return `${FIRM_LEAD} ${capitalise(body)}. ${FIRM_TAIL_SENTENCE}`;
  return `${FIRM_LEAD} ${capitalise(thing)}. ${FIRM_TAIL}`;
}

/** Restates every stated non-goal of the document firmly (see the module comment). */
export function firmNonGoals(ctx: Ctx): void {
  const { doc } = ctx;
  const section = findSection(parsePrd(doc.lines), 'Non-goals');
  let items = 0;
  let changed = 0;
  for (let i = section?.start ?? 0; section && i < section.end; i += 1) {
    const line = doc.lines[i] ?? '';
    const m = ITEM.exec(line);
    if (!m || !m[2]?.trim()) continue;
    items += 1;
    const lead = m[1] ?? '';
    const source = SOURCE_TAIL.exec(m[2])?.[1] ?? '';
    const body = source ? m[2].slice(0, m[2].length - source.length) : m[2];
    if (PLACEHOLDER.test(body.trim()) || PLACEHOLDER.test(m[2])) continue;
    const firm = firmNonGoal(body);
    if (!firm) continue;
    doc.lines[i] = `${lead}${firm}${source}`;
    changed += 1;
    // The differ names each item by its id: this change explains them all in one line.
    ctx.result.touched.add(STATED_ID.exec(lead)?.[1] ?? `NG-${items}`);
  }
  if (changed) {
    ctx.result.changes.push(`Non-goals: made explicit (${changed}).`);
    return;
  }
  ctx.result.notFound.push(
    items
      ? 'Every non-goal already says plainly that it is out of scope for this release; nothing changed.'
      : 'The PRD states no non-goals to make stricter; nothing changed: add one, e.g. "add a non-goal: no offline mode".',
  );
}
