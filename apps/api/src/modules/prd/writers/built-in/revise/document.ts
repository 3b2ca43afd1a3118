import { ALL_LABELS, labelsFor } from '@prd/prd';
import type { PrdSection } from '../../prd-outline.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/** The heading of a section in every language: the English name's place in each label set. */
function headingPattern(name: string): RegExp {
  const known = patterns.get(name);
  if (known) return known;
  const english = labelsFor('en');
  const en = english as unknown as Record<string, unknown>;
  const index = english.sections.findIndex((s) => s.toLowerCase() === name.toLowerCase());
  const key = Object.keys(en).find((k) => typeof en[k] === 'string' && en[k] === name);
  const names = new Set([name]);
  for (const labels of ALL_LABELS) {
    const all = labels as unknown as Record<string, unknown>;
    if (index >= 0 && labels.sections[index]) names.add(labels.sections[index]);
    if (key && typeof all[key] === 'string') names.add(all[key]);
  }
  const pattern = new RegExp(
    `^##\\s+(?:\\d+[.)]?\\s*)?(?:${[...names].map(escape).join('|')})(?![\\p{L}\\d])`,
    'iu',
  );
  if (patterns.size < 100) patterns.set(name, pattern);
  return pattern;
}

/** A PRD as editable lines, with helpers to find and extend its `## ` sections. */
export class PrdDocument {
  lines: string[];

  constructor(markdown: string) {
    this.lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  }

  toString(): string {
    return `${this.lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`;
  }

  /**
   * [first line after the heading, index of the next `## ` heading or the end]. A section is
   * found under its name in any language the renderer writes ("Non-goals", "Nicht-Ziele").
   */
  section(name: string): [number, number] | undefined {
    const heading = headingPattern(name);
    const start = this.lines.findIndex((l) => heading.test(l));
    if (start < 0) return undefined;
    let end = this.lines.findIndex((l, i) => i > start && /^##\s/.test(l));
    if (end < 0) end = this.lines.length;
    return [start + 1, end];
  }

  /** Adds lines at the end of a section, creating the section at the end when missing. */
  append(name: PrdSection, added: string[]): void {
    if (!added.length) return;
    const range = this.section(name);
    if (!range) {
      this.lines.push('', `## ${name}`, '', ...added);
      return;
    }
    let at = range[1];
    while (at > range[0] && this.lines[at - 1]?.trim() === '') at--;
    this.lines.splice(at, 0, ...(at > range[0] ? [''] : []), ...added);
  }

  /**
   * Adds lines at the end of the group a `**label**` line opens inside a section (up to the next
   * bold label), or before `**before**` when given; falls back to the end of the section.
   */
  appendToGroup(name: PrdSection, label: string, added: string[], before = false): void {
    const range = this.section(name);
    const at = range
      ? this.lines.findIndex((l, i) => i >= range[0] && i < range[1] && l.trim() === `**${label}**`)
      : -1;
    if (!range || at < 0) return this.append(name, added);
    let end = before
      ? at
      : this.lines.findIndex((l, i) => i > at && i < range[1] && /^\*\*[^*]+\*\*$/.test(l.trim()));
    if (end < 0) end = range[1];
    const floor = before ? range[0] : at + 1;
    while (end > floor && this.lines[end - 1]?.trim() === '') end--;
    this.lines.splice(end, 0, ...added);
  }

  /** Removes the lines of a section (heading included); returns whether it existed. */
  removeSection(name: string): boolean {
    const range = this.section(name);
    if (!range) return false;
    this.lines.splice(range[0] - 1, range[1] - range[0] + 1);
    return true;
  }

  /** Removes a `### ID: ...` block up to the next heading. */
  removeBlock(id: string): boolean {
    const start = this.lines.findIndex((l) => new RegExp(`^###\\s+${id}\\b`, 'i').test(l));
    if (start < 0) return false;
    let end = this.lines.findIndex((l, i) => i > start && /^#{2,3}\s/.test(l));
    if (end < 0) end = this.lines.length;
    this.lines.splice(start, end - start);
    return true;
  }

  text(): string {
    return this.lines.join('\n');
  }

  highest(prefix: 'FR' | 'NFR'): number {
    const pattern = new RegExp(`\\b${prefix}-(\\d+)\\b`, 'g');
    let max = 0;
    for (const match of this.text().matchAll(pattern)) max = Math.max(max, Number(match[1]));
    return max;
  }
}
