import type { Requirement } from '../collect/requirements.js';
import { PRIORITY_LABEL } from '../collect/requirements.js';
import { ensurePeriod, sourceLabel, type Sentence, type Source } from '../read/sentences.js';

/** Small Markdown pieces shared by compose and revise, so both write the same shapes. */

export function cite(source: Source): string {
  return `_(source: ${sourceLabel(source)})_`;
}

export function quoteLine(sentence: Sentence): string {
  return `- ${ensurePeriod(sentence.text)} ${cite(sentence.source)}`;
}

export function assumption(text: string): string {
  return `- _Assumption:_ ${text}`;
}

export function priorityText(req: Pick<Requirement, 'priority'>): string {
  return `${req.priority} (${PRIORITY_LABEL[req.priority]})`;
}

export function frBlock(id: string, title: string, req: Requirement, criterion: string): string {
  return [
    `### ${id}: ${title}`,
    '',
    `- **Priority:** ${priorityText(req)}`,
    `- **Statement:** ${ensurePeriod(req.text)}`,
    `- **Acceptance criteria:** ${criterion}`,
    `- **Source:** ${sourceLabel(req.source)}`,
  ].join('\n');
}

export function nfrLine(id: string, req: Requirement): string {
  return `- **${id}** ${priorityText(req)}: ${ensurePeriod(req.text)} ${cite(req.source)}`;
}

export function sourceLine(id: string, source: Source): string {
  return `- **${id}:** ${sourceLabel(source)}`;
}

export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** "1 open question", "2 open questions". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
