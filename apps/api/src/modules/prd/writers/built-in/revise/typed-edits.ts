import type { EditOp } from './edit-op.js';
import { dateIn } from './revise-dates.js';
import { parseValue } from '../text/values.js';

/**
 * Follow-ups as people type them, read after the main patterns (edit-parse.ts) found nothing:
 * "offline mode is back in", "new req: …", "we're not doing payments in v1", "pilot now starts
 * 16 march", and an aside after the edit ("cap is 3 now (was 2), people were queuing").
 */

/** "(was 2)": the old value, said in passing; "(mews sandbox was late)": a reason. */
const WAS = /\s*\(\s*(?:was|previously|used to be)\s+([$€£¥]?\d[^()]{0,24})\)/i;
/** "(mews sandbox was late)": a reason in brackets (a "(no X)" or "(e.g. …)" says what). */
const ASIDE =
  /\s*\((?=[^()]*\b(?:was|were|has|had|did|got|because|since|said|says|told|wants?|wanted|asked|agreed|confirmed)\b)(?![^()]*\b(?:e\.g|no|not|like|including|such as)\b)[^()]{1,80}\)\s*$/i;
/** "…, people were queuing", "… – accountant wont budge": a reason after the edit. */
const REASON =
  /(?:,|\s[–—-])\s+(?!(?:and|also|plus|then|not|rather|no|never|without|e\.g|i\.e|like|including|such as)\b)[^,]{2,120}$/i;

const BACK_IN =
  /^(?:(?:actually|ok(?:ay)?|so|update)[,:\s]+)?(?:the\s+)?(.{2,80}?)\s+(?:is|are|'s|'re)\s+(?:now\s+)?back(?:\s+in(?:\s+(?:scope|v1|the mvp|for v1|for launch))?|\s+on the (?:list|table)|\s+in the plan)?$|^(?:(?:actually|ok(?:ay)?|so)[,:\s]+)?(?:bring|put|add)\s+(?:back\s+)?(?:the\s+)?(.{2,80}?)\s+back(?:\s+in(?:to scope)?)?$/i;
const NEW_REQ =
  /^(?:new|another|extra|one more)\s+(?:req(?:uirement)?|feature|fr|story)\s*[:–—-]\s*(.{3,300})$|^(?:req(?:uirement)?|feature)\s*:\s*(.{3,300})$|^(?:we|they|you)\s+(?:also\s+)?need\s+(?:that\s+|to let\s+)?(.{3,300})$|^add\s+that\s+(.{3,300})$/i;
const NOT_DOING =
  /^(?:(?:ok(?:ay)?|so|also|and|fyi)[,:\s]+)*(?:we(?:'re|\s+are)|were|we'?ll|we\s+will|we\s+won'?t\s+be)\s+not\s+(?:doing|building|offering|including|shipping|supporting|adding|taking)\s+(.{2,80}?)(?:\s+(?:in|for)\s+(?:v1|the mvp|launch|now|this release|the first release))?$|^(?:we(?:'re|\s+are)?|were)\s+(?:not|no longer)\s+(?:going to\s+)?(?:do|build|offer|include|ship|support)\s+(.{2,80}?)(?:\s+(?:in|for)\s+(?:v1|the mvp|launch|now))?$/i;
const STARTS_ON =
  /^(?:the\s+)?(.{2,60}?)\s+(?:now\s+)?(?:starts?|begins?|opens?|launches|goes live|kicks off|is)\s+(?:now\s+)?(?:on\s+|in\s+|from\s+)?(.{2,40})$/i;

/**
 * The readings of a clause to try in order: with "(was 2)" read as ", not 2" and other asides
 * dropped, as written, then without a trailing reason ("…, people were queuing").
 */
export function withoutAside(clause: string): string[] {
  const out: string[] = [];
  const add = (text: string) => {
    const trimmed = text.trim();
    if (trimmed.length >= 6 && !out.includes(trimmed)) out.push(trimmed);
  };
  const was = WAS.exec(clause);
  // As written first (a "(must)" or "(by 12 May)" is part of the edit), "(was 2)" read as
  // ", not 2"; then without an aside, then without a trailing reason ("…, people were queuing").
  const said = was ? clause.replace(WAS, `, not ${was[1]!.trim()}`) : clause;
  add(said);
  add(clause);
  add(said.replace(ASIDE, ''));
  add(said.replace(ASIDE, '').replace(REASON, ''));
  return out;
}

const clean = (text: string) =>
  text
    .trim()
    .replace(/^(?:the|a|an|our)\s+/i, '')
    .replace(/[.!,;\s]+$/, '');

/** "Bitte Anforderung A-4 streichen", "supprimer l'exigence E-3", "elimina el requisito R-2". */
const REMOVE_OTHER =
  /^(?:bitte\s+)?(?:(?:die|den|das)\s+)?(?:anforderung\s+)?(.{1,60}?)\s+(?:streichen|löschen|entfernen|rausnehmen|weglassen)(?:\s+bitte)?$|^(?:bitte\s+)?(?:streiche|lösche|entferne)\s+(?:(?:die|den|das)\s+)?(?:anforderung\s+)?(.{1,60})$|^(?:merci de\s+|veuillez\s+)?(?:supprimer|supprime[zr]?|retirer|retire[zr]?|enlever|enleve[zr]?)\s+(?:l['’]exigence\s+|le\s+|la\s+|les\s+|l['’])?(.{1,60})$|^(?:por favor,?\s+)?(?:elimina|eliminar|eliminad|quita|quitar|borra|borrar|suprime|suprimir)\s+(?:el requisito\s+|el\s+|la\s+|los\s+|las\s+)?(.{1,60})$/i;

/** An edit in the shapes above, or undefined. */
export function typedEdit(clause: string): EditOp | undefined {
  const gone = REMOVE_OTHER.exec(clause);
  const removed = gone && (gone[1] ?? gone[2] ?? gone[3] ?? gone[4]);
  if (removed) return { type: 'remove', target: clean(removed) };
  let m: RegExpExecArray | null = BACK_IN.exec(clause);
  if (m && (m[1] ?? m[2])) return { type: 'back-in', target: clean(m[1] ?? m[2]!) };
  m = NEW_REQ.exec(clause);
  const added = m && (m[1] ?? m[2] ?? m[3] ?? m[4]);
  if (added) return { type: 'add', statement: added.trim() };
  m = NOT_DOING.exec(clause);
  const dropped = m && (m[1] ?? m[2]);
  if (dropped) {
    const target = clean(
      dropped.split(/,\s/)[0]!.replace(/\s+(?:in|for)\s+(?:v1|the mvp|launch|now)$/i, ''),
    );
    return {
      type: 'non-goal',
      target,
      text: `${target.charAt(0).toUpperCase()}${target.slice(1)} is out of scope`,
    };
  }
  m = STARTS_ON.exec(clause);
  if (m?.[1] && m[2]) {
    const date = dateIn(m[2]);
    if (date && m[2].trim().toLowerCase().startsWith(date.toLowerCase()))
      return { type: 'set-date', subject: m[1], date };
  }
  return undefined;
}

/**
 * "bump the cap to 50 now the new wall is open": the value is "50"; "change 2 weeks to 10 days
 * for the stock alert": the subject is itself the old value, so the value is replaced.
 */
export function settledValue(op: Extract<EditOp, { type: 'set-value' }>): EditOp {
  const value = parseValue(op.value);
  const lead = value && value.index === 0 && value.kind !== 'number' ? value.text : undefined;
  const old = parseValue(op.subject);
  if (old && value && old.index === 0 && old.text.length >= op.subject.trim().length - 1)
    return { type: 'replace-value', subject: op.value, from: old.text, to: value.text };
  if (value && value.index === 0 && /^\d/.test(op.value) && op.value.length > value.text.length + 1)
    return { ...op, value: lead ?? value.text };
  return op;
}
