import type { Context } from './contexts.js';
import { escapeMarkdown } from '../text/escape.js';

/** Where a statement came from: a file and locator, or the user's typed message. */
export interface Source {
  file: string | undefined;
  locator: string | undefined;
}

export interface Sentence {
  text: string;
  source: Source;
  /** A list item of the input. */
  item?: boolean;
  /** Who said or wrote it (a transcript's speaker, an email's sender). */
  speaker?: string;
  /** Written in an email of a thread: a value stated there is meant (unlike talk in a call). */
  mailed?: boolean;
  /** The heading or label it sits under ("goals", "personas"...). */
  context?: Context;
}

export const MESSAGE_SOURCE: Source = { file: undefined, locator: undefined };

export function sourceLabel(source: Source): string {
  if (!source.file)
    return source.locator ? `your message (${escapeMarkdown(source.locator)})` : 'your message';
  const file = escapeMarkdown(source.file);
  return source.locator ? `${file}, ${escapeMarkdown(source.locator)}` : file;
}

/** Lower-case words only, for de-duplication. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

export function ensurePeriod(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
