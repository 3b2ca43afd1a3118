import { shareText } from '@prd/documents';

const MAX_TITLE = 200;

/**
 * The title a PRD suggests for a shared page: its first heading (marks removed), else its first
 * line of text; empty when it has neither. Reads only the first lines.
 */
export function prdTitle(markdown: string): string {
  const lines = markdown.slice(0, 4000).split('\n');
  const heading = lines.find((line) => /^\s{0,3}#{1,6}\s+\S/.test(line));
  const source = heading ?? lines.find((line) => line.trim() !== '') ?? '';
  const text = shareText(source.replace(/^\s{0,3}#{1,6}\s+/, '').replace(/\s+#+\s*$/, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 3).trimEnd()}...` : text;
}
