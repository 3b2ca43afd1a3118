import type { Basis, Source, Target } from './model.js';
import { ALL_LABELS, type Labels } from './labels.js';
import { escapeSlot, escapeSource, isEscaped, plain, splitUnescaped } from './escape.js';

/**
 * The marks after an item's text: where it came from and whether it was stated, inferred or
 * assumed (`_(stated: brief.pdf, page 2)_`, `_(inferred)_`, `_(assumption)_`), and a target the
 * text does not show (`_(target: 60 s)_`). Both writers' older marks are read as well
 * (`_(source: your message)_`, `_(Stated: …)_`, a leading `_Assumption:_`).
 */

const FILE_REF = /\.[A-Za-z][A-Za-z0-9]{0,4}$/;

export function sourceKind(ref: string): Source['kind'] {
  return FILE_REF.test(ref.trim()) ? 'file' : 'message';
}

export function renderSources(sources: readonly Source[]): string {
  return sources
    .map((s) =>
      s.locator
        ? `${escapeSource(s.ref, true)}, ${escapeSource(s.locator, false)}`
        : escapeSource(s.ref, true),
    )
    .join('; ');
}

export function parseSources(text: string): Source[] {
  const out: Source[] = [];
  for (const part of splitUnescaped(text, ';')) {
    if (!part.trim()) continue;
    const [ref = '', locator = ''] = splitUnescaped(part, ',', 2);
    const r = plain(ref);
    out.push({ kind: sourceKind(r), ref: r, locator: plain(locator) });
  }
  return out;
}

function basisWord(basis: Basis, labels: Labels): string {
  return basis === 'stated'
    ? labels.stated
    : basis === 'inferred'
      ? labels.inferred
      : labels.assumption;
}

/** The basis mark, empty for a stated item without sources (the default when none is shown). */
export function renderMark(basis: Basis, sources: readonly Source[], labels: Labels): string {
  if (basis === 'stated' && !sources.length) return '';
  const where = sources.length ? `: ${renderSources(sources)}` : '';
  return `_(${basisWord(basis, labels)}${where})_`;
}

const words = (pick: (l: Labels) => string, more: string[] = []) =>
  new Set([...ALL_LABELS.map((l) => pick(l).toLowerCase()), ...more]);
const STATED = words((l) => l.stated, ['stated', 'source', 'sources', 'fuente', 'quelle', 'fonte']);
const INFERRED = words((l) => l.inferred, ['inferred']);
const ASSUMED = words((l) => l.assumption, ['assumption', 'assumed', 'annahme']);
const TARGET = words((l) => l.target, ['target']);

interface Marked {
  /** The Markdown before the marks. */
  rest: string;
  basis: Basis | null;
  sources: Source[];
  /** A target mark: a target, `null` for "none", undefined when there is no target mark. */
  target?: Target | null;
}

function basisOf(word: string): Basis | null {
  if (STATED.has(word)) return 'stated';
  if (INFERRED.has(word)) return 'inferred';
  if (ASSUMED.has(word)) return 'assumed';
  return null;
}

/** The last `_(…)_` of a line: its word, what follows the colon, and the text before it. */
function lastMark(md: string): { word: string; value: string; before: string } | null {
  const trimmed = md.trimEnd();
  if (!trimmed.endsWith(')_') || isEscaped(trimmed, trimmed.length - 2)) return null;
  let at = trimmed.lastIndexOf('_(', trimmed.length - 2);
  while (at >= 0 && isEscaped(trimmed, at)) at = trimmed.lastIndexOf('_(', at - 1);
  if (at < 0 || (at > 0 && !/\s/.test(trimmed[at - 1]!))) return null;
  const inside = trimmed.slice(at + 2, -2);
  const [word = '', value] = splitUnescaped(inside, ':', 2);
  return { word: plain(word).toLowerCase(), value: value ?? '', before: trimmed.slice(0, at) };
}

function parseTarget(value: string): Target | null {
  const text = plain(value);
  const m = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s?(.*)$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isFinite(n) ? { value: n, unit: m[2] ?? '' } : null;
}

/** Strips the marks from the end (and a leading `_Assumption:_`) of an item's Markdown. */
export function readMarks(md: string): Marked {
  const out: Marked = { rest: md, basis: null, sources: [] };
  for (let round = 0; round < 2; round++) {
    const mark = lastMark(out.rest);
    if (!mark) break;
    if (TARGET.has(mark.word) && out.target === undefined) {
      out.target = parseTarget(mark.value);
      out.rest = mark.before;
      continue;
    }
    const basis = basisOf(mark.word);
    if (!basis || out.basis) break;
    out.basis = basis;
    out.sources = mark.value ? parseSources(mark.value) : [];
    out.rest = mark.before;
  }
  // A leading label: `_Assumption:_ …` (built-in writer), `**Stated:** …`.
  const lead = /^\s*(?:_([^_]{1,40}?)_|\*\*([^*]{1,40}?)\*\*):?\s+/.exec(out.rest);
  const word = (lead?.[1] ?? lead?.[2] ?? '').trim().replace(/:$/, '').toLowerCase();
  const leadBasis = lead ? basisOf(word) : null;
  if (lead && leadBasis && word !== 'source' && word !== 'sources') {
    out.basis ??= leadBasis;
    out.rest = out.rest.slice(lead[0].length);
  }
  out.rest = out.rest.trimEnd();
  return out;
}

export function renderTarget(target: Target | null, labels: Labels): string {
  const value = target
    ? `${String(target.value)}${target.unit ? ` ${escapeSlot(target.unit)}` : ''}`
    : 'none';
  return `_(${labels.target}: ${value})_`;
}
