import type { EvalResult } from './harness.js';
import { frac, pct, table } from './report.js';
import { THRESHOLDS, type Thresholds, type Totals } from './thresholds.js';

/** One writer's run, under the label its column shows. */
export interface LabelledResult {
  label: string;
  result: EvalResult;
}

const share = (n: number) => `${Math.round(n * 1000) / 10}%`;
const tallied = (t: { found: number; total: number }) => (t.total ? `${frac(t)} (${pct(t)})` : '-');

/** The rows of the totals table: a label, the writer's value, and its bar. */
const ROWS: [string, (t: Totals) => string, (b: Thresholds) => string][] = [
  ['product names', (t) => tallied(t.productNames), (b) => share(b.productNames)],
  ['facts in the right section', (t) => tallied(t.facts), (b) => `>= ${share(b.facts)}`],
  ['non-goals kept', (t) => tallied(t.nonGoals), (b) => share(b.nonGoals)],
  ['conflicts listed', (t) => tallied(t.conflicts), (b) => share(b.conflicts)],
  ['chatter requirements', (t) => String(t.chatter), (b) => `<= ${b.chatter}`],
  ['forbidden content', (t) => String(t.forbidden), (b) => `<= ${b.forbidden}`],
  ['invented numbers', (t) => String(t.inventedNumbers), (b) => `<= ${b.inventedNumbers}`],
  ['made-up personas', (t) => String(t.madeUpPersonas), (b) => `<= ${b.madeUpPersonas}`],
  ['follow-ups done', (t) => tallied(t.followUps), (b) => share(b.followUps)],
  [
    'shape failures',
    (t) => (t.shapeFailures.length ? t.shapeFailures.join(', ') : '0'),
    (b) => (b.shape ? '0' : 'any'),
  ],
  ['slowest case (ms)', (t) => String(t.maxCaseMillis), (b) => `<= ${b.maxCaseMillis}`],
];

/**
 * Several writers on the same cases: their totals side by side (a column and its bar per
 * writer), each one's missed thresholds, a per-case line, then what each case missed.
 */
export function formatSideBySide(set: string, runs: LabelledResult[]): string {
  const cases = runs[0]?.result.scores.length ?? 0;
  const head = ['', ...runs.flatMap((r) => [r.label, 'bar'])];
  const rows = ROWS.map(([label, value, bar]) => [
    label,
    ...runs.flatMap((r) => [value(r.result.totals), bar(THRESHOLDS[r.result.writer])]),
  ]);
  const lines = [
    `Evaluation on the ${set} set (${cases} cases): ${runs.map((r) => r.label).join(' beside ')}`,
    '',
    table([head, ...rows]),
    '',
  ];
  for (const r of runs) {
    const { missed } = r.result;
    lines.push(
      `${r.label}: ${missed.length ? `MISSED: ${missed.join('; ')}` : 'PASSED: every threshold is met.'}`,
    );
  }
  const perCase = (runs[0]?.result.scores ?? []).map((s, i) => [
    s.name,
    ...runs.map((r) => {
      const score = r.result.scores[i]!;
      const n = score.problems.length;
      return `facts ${frac(score.facts)}, follow-ups ${frac(score.followUps)}, ${n ? `${n} missed` : 'ok'}`;
    }),
  ]);
  lines.push('', table([['case', ...runs.map((r) => r.label)], ...perCase]));
  for (const r of runs) {
    const withProblems = r.result.scores.filter((s) => s.problems.length);
    if (!withProblems.length) continue;
    lines.push('', `What each case missed (${r.label}):`);
    for (const s of withProblems) {
      lines.push(`- ${s.name}:`);
      for (const p of s.problems) lines.push(`    ${p}`);
    }
  }
  return lines.join('\n');
}
