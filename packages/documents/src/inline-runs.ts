import type { Token, Tokens } from 'marked';
import { decodeEntities, stripTags } from './entities.js';

/** A piece of inline text with its formatting, before it becomes a Word run. */
export interface Run {
  text: string;
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
  /** An http(s) or mailto address; the text stays visible and links there. */
  link?: string;
  /** Written escaped in the Markdown (`\*`): never part of a `**` pair. */
  literal?: boolean;
  lineBreak?: boolean;
}

type Style = Omit<Run, 'text' | 'lineBreak'>;

const SAFE_LINK = /^(https?:|mailto:)/i;

/** Flattens marked's inline tokens into formatted runs. */
export function inlineRuns(tokens: readonly Token[] | undefined, style: Style = {}): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, { ...style, italics: true }));
        break;
      case 'del':
        runs.push(...inlineRuns((token as Tokens.Del).tokens, { ...style, strike: true }));
        break;
      case 'codespan':
        runs.push({ ...style, text: decodeEntities((token as Tokens.Codespan).text), code: true });
        break;
      case 'br':
        runs.push({ ...style, text: '', lineBreak: true });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = link.href.trim();
        const linked = SAFE_LINK.test(href) ? { ...style, link: href } : style;
        runs.push(...inlineRuns(link.tokens, linked));
        break;
      }
      case 'image':
        runs.push({ ...style, text: decodeEntities((token as Tokens.Image).text) });
        break;
      case 'escape':
        runs.push({ ...style, text: (token as Tokens.Escape).text, literal: true });
        break;
      case 'html':
        runs.push({ ...style, text: stripTags((token as Tokens.HTML).text) });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) runs.push(...inlineRuns(text.tokens, style));
        else runs.push({ ...style, text: decodeEntities(text.text) });
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string') {
          runs.push({ ...style, text: decodeEntities(token.text) });
        }
    }
  }
  return runs;
}

/**
 * The spec's Word rule: text between double asterisks is bold, even where Markdown did not
 * make it bold (`**"quoted"**text`, `** spaced **`, a pair split by a link). Markers are
 * paired in order within one block; an odd last marker stays as written.
 */
export function boldDoubleAsterisks(runs: readonly Run[]): Run[] {
  let markers = 0;
  for (const run of runs) if (eligible(run)) markers += countMarkers(run.text);
  let usable = markers - (markers % 2);
  if (usable === 0) return [...runs];

  const out: Run[] = [];
  let bold = false;
  for (const run of runs) {
    if (!eligible(run) || !run.text.includes('**')) {
      out.push(bold ? { ...run, bold: true } : run);
      continue;
    }
    let rest = run.text;
    let at = rest.indexOf('**');
    while (at !== -1 && usable > 0) {
      if (at > 0) out.push({ ...run, text: rest.slice(0, at), bold: run.bold || bold });
      bold = !bold;
      usable -= 1;
      rest = rest.slice(at + 2);
      at = rest.indexOf('**');
    }
    if (rest) out.push({ ...run, text: rest, bold: run.bold || bold });
  }
  return out;
}

function eligible(run: Run): boolean {
  return !run.code && !run.literal && !run.lineBreak;
}

function countMarkers(text: string): number {
  let count = 0;
  for (let at = text.indexOf('**'); at !== -1; at = text.indexOf('**', at + 2)) count += 1;
  return count;
}
