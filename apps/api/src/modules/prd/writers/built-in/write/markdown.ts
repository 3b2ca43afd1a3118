import type { Requirement } from '../collect/requirement-types.js';
import { ensurePeriod, sourceLabel, type Sentence, type Source } from '../read/sentences.js';
import { escapeMarkdown } from '../text/escape.js';
import type { Phrases } from './phrase-table.js';
import { ENGLISH } from './phrases.js';

/** Small Markdown pieces shared by compose and revise, so both write the same shapes. */

/** Where a statement came from: "your message", "brief.pdf, page 2" (in the draft's language). */
function sourceText(source: Source, p: Phrases = ENGLISH): string {
  if (p.english || source.file) return sourceLabel(source);
  return source.locator ? `${p.yourMessage} (${escapeMarkdown(source.locator)})` : p.yourMessage;
}

export function cite(source: Source, p: Phrases = ENGLISH): string {
  return `_(${p.sourceWord}: ${sourceText(source, p)})_`;
}

export function quoteLine(sentence: Sentence, p: Phrases = ENGLISH): string {
  return `- ${ensurePeriod(sentence.text)} ${cite(sentence.source, p)}`;
}

export function assumption(text: string, p: Phrases = ENGLISH): string {
  return `- _${p.assumption}:_ ${text}`;
}

function priorityText(req: Pick<Requirement, 'priority'>, p: Phrases = ENGLISH): string {
  const { labels } = p;
  const word =
    req.priority === 'P0' ? labels.must : req.priority === 'P1' ? labels.should : labels.could;
  return `${req.priority} (${word})`;
}

export function frBlock(
  id: string,
  title: string,
  req: Requirement,
  criterion: string,
  p: Phrases = ENGLISH,
): string {
  const { labels } = p;
  return [
    `### ${id}: ${title}`,
    '',
    `- **${labels.priority}:** ${priorityText(req, p)}`,
    `- **${labels.statement}:** ${ensurePeriod(req.text)}`,
    `- **${labels.criteria}:** ${criterion}`,
    `- **${labels.source}:** ${sourceText(req.source, p)}`,
  ].join('\n');
}

export function nfrLine(id: string, req: Requirement, p: Phrases = ENGLISH): string {
  return `- **${id}** ${priorityText(req, p)}: ${ensurePeriod(req.text)} ${cite(req.source, p)}`;
}

export function sourceLine(id: string, source: Source, p: Phrases = ENGLISH): string {
  return `- **${id}:** ${sourceText(source, p)}`;
}

export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}
