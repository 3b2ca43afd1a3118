import type { CaseScore } from './score.js';
import { shapeOk, type Thresholds, type Totals } from './thresholds.js';

export const frac = (t: { found: number; total: number }) =>
  t.total ? `${t.found}/${t.total}` : '-';
export const pct = (t: { found: number; total: number }) =>
  t.total ? `${Math.round((t.found / t.total) * 1000) / 10}%` : '-';

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r, n) => {
      const line = r.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
      return n === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}` : line;
    })
    .join('\n');
}

/** The per-case table, the totals against the thresholds, then what each case missed. */
export function formatReport(
  writer: string,
  scores: CaseScore[],
  t: Totals,
  bar: Thresholds,
  missed: string[],
): string {
  const header = [
    'case',
    'name',
    'facts',
    'non-goals',
    'conflicts',
    'chatter',
    'forbidden',
    'invented',
    'personas',
    'FRs',
    'shape',
    'follow-ups',
    'ms',
  ];
  const rows = scores.map((s) => [
    s.name,
    s.productName === undefined ? '-' : s.productName ? 'ok' : 'WRONG',
    frac(s.facts),
    frac(s.nonGoals),
    frac(s.conflicts),
    String(s.chatter),
    String(s.forbidden - s.chatter),
    String(s.invented.length),
    s.madeUpPersonas.length ? `${s.madeUpPersonas.length} made up` : 'ok',
    `${s.requirements}${s.requirementsInBounds ? '' : '!'}`,
    shapeOk(s) ? 'ok' : 'FAIL',
    frac(s.followUps),
    String(s.millis),
  ]);
  rows.push([
    'TOTAL',
    frac(t.productNames),
    pct(t.facts),
    frac(t.nonGoals),
    frac(t.conflicts),
    String(t.chatter),
    String(t.forbidden),
    String(t.inventedNumbers),
    t.madeUpPersonas ? `${t.madeUpPersonas} made up` : 'ok',
    '',
    t.shapeFailures.length ? `${t.shapeFailures.length} FAIL` : 'ok',
    frac(t.followUps),
    `max ${t.maxCaseMillis}`,
  ]);
  const lines = [
    `Evaluation of the ${writer} writer (${scores.length} cases)`,
    '',
    table([header, ...rows]),
    '',
  ];
  lines.push(
    `Thresholds: names ${bar.productNames * 100}%, facts ${bar.facts * 100}%, non-goals ${bar.nonGoals * 100}%, conflicts ${bar.conflicts * 100}%, chatter <= ${bar.chatter}, forbidden <= ${bar.forbidden}, invented numbers <= ${bar.inventedNumbers}, made-up personas <= ${bar.madeUpPersonas}, follow-ups ${bar.followUps * 100}%, shape ${bar.shape ? 'all' : 'any'}, slowest case <= ${bar.maxCaseMillis} ms`,
  );
  lines.push(missed.length ? `MISSED: ${missed.join('; ')}` : 'PASSED: every threshold is met.');
  const withProblems = scores.filter((s) => s.problems.length);
  if (withProblems.length) {
    lines.push('', 'What each case missed:');
    for (const s of withProblems) {
      lines.push(`- ${s.name}:`);
      for (const p of s.problems) lines.push(`    ${p}`);
    }
  }
  return lines.join('\n');
}
