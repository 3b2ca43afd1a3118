import { ExternalHyperlink, TextRun, type ParagraphChild } from 'docx';
import type { Run } from './inline-runs.js';

export const MONOSPACE = 'Courier New';

function textRun(run: Run, extra: { bold?: boolean } = {}): TextRun {
  if (run.lineBreak) return new TextRun({ text: '', break: 1 });
  return new TextRun({
    text: run.text,
    bold: extra.bold || run.bold || undefined,
    italics: run.italics || undefined,
    strike: run.strike || undefined,
    font: run.code ? MONOSPACE : undefined,
    style: run.link ? 'Hyperlink' : undefined,
  });
}

/**
 * Word paragraph children for runs (already split at line breaks, see `splitLines`);
 * neighbouring runs with the same link share one hyperlink.
 */
export function docxChildren(
  runs: readonly Run[],
  extra: { bold?: boolean } = {},
): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (let i = 0; i < runs.length;) {
    const run = runs[i] as Run;
    if (!run.link) {
      children.push(textRun(run, extra));
      i += 1;
      continue;
    }
    const group: TextRun[] = [];
    let j = i;
    for (; j < runs.length && runs[j]?.link === run.link; j += 1) {
      group.push(textRun(runs[j] as Run, extra));
    }
    children.push(new ExternalHyperlink({ link: run.link, children: group }));
    i = j;
  }
  return children;
}

/**
 * A line break inside Markdown text stays a line break in Word (metadata lines keep their shape).
 * Stops after `limit` runs, so a paragraph of 250,000 lines costs no more than the file holds.
 */
export function splitLines(runs: readonly Run[], limit = Infinity): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (out.length >= limit) break;
    if (run.lineBreak || !run.text.includes('\n')) {
      out.push(run);
      continue;
    }
    let from = 0;
    while (out.length < limit) {
      const end = run.text.indexOf('\n', from);
      const line = run.text.slice(from, end < 0 ? undefined : end);
      if (line) out.push({ ...run, text: line });
      if (end < 0) break;
      out.push({ ...run, text: '', lineBreak: true });
      from = end + 1;
    }
  }
  return out.slice(0, limit);
}
