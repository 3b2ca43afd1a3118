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

interface Frame {
  tokens: readonly Token[];
  at: number;
  style: Style;
}

/** Flattens marked's inline tokens into formatted runs; iterative (an explicit stack), linear. */
export function inlineRuns(tokens: readonly Token[] | undefined, style: Style = {}): Run[] {
  const runs: Run[] = [];
  const stack: Frame[] = [{ tokens: tokens ?? [], at: 0, style }];
  const nest = (inner: readonly Token[] | undefined, innerStyle: Style) =>
    stack.push({ tokens: inner ?? [], at: 0, style: innerStyle });
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    const token = frame.tokens[frame.at];
    frame.at += 1;
    if (!token) {
      stack.pop();
      continue;
    }
    const current = frame.style;
    switch (token.type) {
      case 'strong':
        nest((token as Tokens.Strong).tokens, { ...current, bold: true });
        break;
      case 'em':
        nest((token as Tokens.Em).tokens, { ...current, italics: true });
        break;
      case 'del':
        nest((token as Tokens.Del).tokens, { ...current, strike: true });
        break;
      case 'codespan':
        runs.push({
          ...current,
          text: decodeEntities((token as Tokens.Codespan).text),
          code: true,
        });
        break;
      case 'br':
        runs.push({ ...current, text: '', lineBreak: true });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = link.href.trim();
        nest(link.tokens, SAFE_LINK.test(href) ? { ...current, link: href } : current);
        break;
      }
      case 'image':
        runs.push({ ...current, text: decodeEntities((token as Tokens.Image).text) });
        break;
      case 'escape':
        runs.push({ ...current, text: (token as Tokens.Escape).text, literal: true });
        break;
      case 'html':
        runs.push({ ...current, text: stripTags((token as Tokens.HTML).text) });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) nest(text.tokens, current);
        else runs.push({ ...current, text: decodeEntities(text.text) });
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string') {
          runs.push({ ...current, text: decodeEntities(token.text) });
        }
    }
  }
  return runs;
}

/**
 * The spec's Word rule: text between double asterisks is bold, even where Markdown did not
 * make it bold (`**"quoted"**text`, `** spaced **`, a pair split by a link). Markers are
 * paired in order within one block; an odd last marker stays as written. Stops after `limit`
 * runs (the Word file holds a bounded number).
 */
export function boldDoubleAsterisks(runs: readonly Run[], limit = Infinity): Run[] {
  let markers = 0;
  for (const run of runs) if (eligible(run)) markers += countMarkers(run.text);
  let usable = markers - (markers % 2);
  if (usable === 0) return [...runs];

  const out: Run[] = [];
  let bold = false;
  for (const run of runs) {
    if (out.length >= limit) break;
    if (!eligible(run) || !run.text.includes('**')) {
      out.push(bold ? { ...run, bold: true } : run);
      continue;
    }
    const text = run.text;
    let from = 0;
    let at = text.indexOf('**');
    while (at !== -1 && usable > 0 && out.length < limit) {
      if (at > from) out.push({ ...run, text: text.slice(from, at), bold: run.bold || bold });
      bold = !bold;
      usable -= 1;
      from = at + 2;
      at = text.indexOf('**', from);
    }
    const rest = text.slice(from);
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
