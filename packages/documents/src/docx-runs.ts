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

/** Word paragraph children for runs; neighbouring runs with the same link share one hyperlink. */
export function docxChildren(
  source: readonly Run[],
  extra: { bold?: boolean } = {},
): ParagraphChild[] {
  const runs = splitLines(source);
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

/** A line break inside Markdown text stays a line break in Word (metadata lines keep their shape). */
function splitLines(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (run.lineBreak || !run.text.includes('\n')) {
      out.push(run);
      continue;
    }
    run.text.split('\n').forEach((line, n) => {
      if (n > 0) out.push({ ...run, text: '', lineBreak: true });
      if (line) out.push({ ...run, text: line });
    });
  }
  return out;
}
