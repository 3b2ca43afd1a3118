import type { UserContent } from 'ai';
import type { HistoryTurn, ImagePart, SourceChunk } from '../types.js';
import { trimHistory } from './budget.js';
import type { PrdModel } from './schema.js';

const TAGS = /<(\s*\/?\s*(?:document|message|notes|previous_prd|turn|history)\b)/gi;

/** Data text made unable to open or close one of our tags (a fake fence stays text). */
export function escapeData(text: string): string {
  return text.replace(TAGS, '&lt;$1');
}

const attr = (value: string) => escapeData(value).replace(/["\r\n]/g, ' ');

export function documentBlock(chunk: SourceChunk): string {
  return `<document name="${attr(chunk.file)}" locator="${attr(chunk.locator)}">\n${escapeData(chunk.text.trim())}\n</document>`;
}

export function messageBlock(message: string): string {
  const text = message.trim();
  return text
    ? `<message>\n${escapeData(text)}\n</message>`
    : '<message>(no typed text: the files are the brief)</message>';
}

/** The newest turns that fit, oldest first, and a line saying how many older ones were left out. */
export function historyBlock(turns: HistoryTurn[], chars: number): string {
  if (!turns.length) return '';
  const { kept, dropped } = trimHistory(turns, chars);
  const lines = kept.map(
    (t) => `<turn role="${t.role}">\n${escapeData(t.text.slice(0, 4_000))}\n</turn>`,
  );
  const note = dropped ? `(${dropped} older turns left out)\n` : '';
  return `<history>\n${note}${lines.join('\n')}\n</history>`;
}

/** The turns of an input: `turns` when given, else the human history. */
export function turnsOf(input: { turns?: HistoryTurn[]; history: string[] }): HistoryTurn[] {
  return input.turns ?? input.history.map((text) => ({ role: 'user' as const, text }));
}

/** The previous PRD in a few lines (for routing): title and FR ids with titles. */
export function prdSummary(model: PrdModel | undefined): string {
  if (!model) return 'There is no PRD yet in this session.';
  const frs = model.functionalRequirements.map((f) => `${f.id}: ${f.title}`).join('; ');
  return `Current PRD: "${escapeData(model.title)}" with ${model.functionalRequirements.length} requirements (${escapeData(frs).slice(0, 1_500)}).`;
}

/** The user turn: text, then images as parts when the provider accepts them. */
export function userContent(
  text: string,
  images: ImagePart[],
  maxImages: number,
): UserContent | string {
  const picked = images.slice(0, maxImages);
  if (!picked.length) return text;
  const content: Exclude<UserContent, string> = [{ type: 'text', text }];
  for (const image of picked) {
    content.push({ type: 'text', text: `Image from ${attr(image.file)}:` });
    content.push({ type: 'image', image: image.data, mediaType: image.mediaType });
  }
  return content;
}
