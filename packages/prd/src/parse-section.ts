import type { AnyItem, Basis, Conflict, ListKey, Prd, Requirement } from './model.js';
import { flat, plain } from './escape.js';
import { normaliseId, KEY_OF_PREFIX, REQUIREMENT_PREFIXES, prefixOf } from './ids.js';
import { readMarks } from './marks.js';
import { priorityOf, readItem, splitTitle, takePriority, type RawItem } from './parse-items.js';
import { isTableLine, readTable } from './parse-table.js';
import { tableItems } from './parse-table-items.js';
import { fieldOf, readRequirementBlock } from './parse-requirement.js';
import { resolveHeading, TEXT_TARGETS, type Target } from './sections.js';
import { extractTarget } from './target.js';
import type { Line } from './parse-lines.js';

/** Reads the body of one section (or the preamble) into the model being built. */

const LIST = /^(\s*)(?:[-*+•◦▪·]|\d{1,9}[.)]|[a-zA-Z][.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const BOLD_LINE = /^\s*\*\*([^*]{1,120}?)\*\*\s*:?\s*$/;
const NUMBERED = /^\d{1,2}(?:\.\d{1,2})*\.?\s+\S/;
const ITALIC_NOTE = /^(?:_[^_].*_|\*[^*].*\*)$/;
const GRID_RULE = /^\s*\+[-=:+]+\+\s*$/;
const RULE = /^\s{0,3}(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,})$/;
const PLACEHOLDER =
  /^(?:no|none|not|nothing|n\/a|tbd|ningun[oa]?|no se|sin|aucun|non|pas|kein|keine|nicht|nenhum|nada|não)\b/i;

/** Sub-headings too generic to move content to another section. */
const WEAK = new Set(
  'data platform design plan launch flow flows scope mvp description about links resources research implementation stories features journey workflow workflows integrations technology releases phases schedule rollout questions vision purpose context background why overview introduction intro summary constraints users customers'.split(
    ' ',
  ),
);

const FAMILY: Partial<Record<Target, ListKey[]>> = {
  problemGoals: ['goals'],
  requirements: ['requirements', 'nfrs'],
  milestones: ['milestones', 'actionItems'],
  risks: ['risks', 'dependencies'],
  openQuestions: ['openQuestions', 'conflicts', 'decisions'],
  decisionsAndConflicts: ['conflicts', 'decisions', 'openQuestions'],
  assumptions: ['openQuestions'],
};

interface Handle {
  nested(text: string): void;
  more(text: string): void;
}

export function listLine(text: string): { indent: number; content: string } | null {
  const m = LIST.exec(text.replace(/\t/g, '    '));
  return m ? { indent: m[1]!.length, content: m[2]! } : null;
}

export function isPlaceholder(content: string): boolean {
  const t = content.trim();
  if (!/^_[^_].*_$|^\*[^*].*\*$/.test(t) || /\\$/.test(t.slice(0, -1))) return false;
  return PLACEHOLDER.test(plain(t).trim());
}

export class Reader {
  readonly summary: string[] = [];
  readonly problem: string[] = [];
  constructor(readonly prd: Prd) {}

  private target: Target = 'summary';
  private family: ListKey[] = [];
  private last: Handle | null = null;
  private table: string[] = [];
  private block: { heading: string; level: number; bold: boolean; lines: Line[] } | null = null;
  private persona = false;
  private groupPriority: Requirement['priority'] = null;
  private paragraph = false;
  /** Items from here on are assumptions (a note said so). */
  private assumed = false;
  /** A section the outline does not know, started by a numbered bold line ("**5. Glossary**"). */
  private extra: { heading: string; lines: string[] } | null = null;

  /** What the lines being read are for. */
  get current(): Target {
    return this.target;
  }

  section(target: Target, lines: readonly Line[]): void {
    this.switchTo(target);
    for (const line of lines) this.line(line);
    this.flush();
  }

  private switchTo(target: Target): void {
    this.flush();
    this.target = target;
    this.family = FAMILY[target] ?? (isList(target) ? [target] : []);
    this.persona = false;
    this.groupPriority = null;
    this.assumed = false;
  }

  private flush(): void {
    if (this.extra) {
      const { heading, lines } = this.extra;
      this.extra = null;
      const body = lines.join('\n').replace(/^\s*\n|\s+$/g, '');
      this.prd.extra.push({ id: `X-${this.prd.extra.length + 1}`, heading, body });
    }
    this.flushTable();
    while (this.block) {
      const block = this.block;
      this.block = null;
      readRequirementBlock(this, block.heading, block.lines);
      this.flushTable();
    }
    this.last = null;
    this.paragraph = false;
  }

  /** A requirement read from its own block. */
  push(fr: Requirement): void {
    this.prd.requirements.push(fr);
    this.last = null;
  }

  /** Lines of a heading that only groups requirements: read as the section's own lines. */
  lines(lines: readonly Line[]): void {
    for (const line of lines) this.line(line);
    this.flushTable();
  }

  private flushTable(): void {
    if (!this.table.length) return;
    const table = readTable(this.table);
    this.table = [];
    tableItems(this, table);
    this.last = null;
  }

  private subHeading(text: string, level: number, bold = false, section = false): void {
    this.flush();
    const to = resolveHeading(text);
    const name = plain(text).toLowerCase().trim();
    const switchable =
      to &&
      to !== 'changes' &&
      (section || (!WEAK.has(name) && (!TEXT_TARGETS.has(to) || TEXT_TARGETS.has(this.target))));
    if (switchable && to !== this.target) {
      const keep = this.family;
      this.switchTo(to);
      this.family = [...new Set([...(FAMILY[to] ?? (isList(to) ? [to] : [])), ...keep])];
      return;
    }
    if (this.target === 'requirements') {
      const priority = priorityOf(text);
      if (priority && !/\d/.test(text.replace(/P[0-4]/i, ''))) {
        this.groupPriority = priority;
        return;
      }
      this.groupPriority = null;
      this.block = { heading: text, level, bold, lines: [] };
      return;
    }
    if (this.target === 'personas') {
      const item = this.add('personas', {
        ...emptyRaw(),
        text: flat(plain(text)),
        full: flat(plain(text)),
      });
      let first = true;
      const append = (t: string) => {
        item.text = item.text ? `${item.text}${first ? ':' : ''} ${t}` : t;
        first = false;
      };
      this.last = { nested: append, more: append };
      this.persona = true;
    }
  }

  line(line: Line): void {
    if (line.heading) {
      if (this.block && line.heading.level > this.block.level) this.block.lines.push(line);
      else this.subHeading(line.heading.text, line.heading.level);
      return;
    }
    if (this.extra) {
      const bold = line.code ? null : BOLD_LINE.exec(line.text);
      if (bold && NUMBERED.test(plain(bold[1]!))) this.boldLine(bold[1]!);
      else this.extra.lines.push(line.text);
      return;
    }
    if (this.block) {
      const bold = this.block.bold ? BOLD_LINE.exec(line.text) : null;
      if (bold && !listLine(line.text) && !fieldOf(bold[1]!)) this.subHeading(bold[1]!, 7, true);
      else this.block.lines.push(line);
      return;
    }
    const text = line.text;
    if (!line.code && isTableLine(text)) {
      this.table.push(text);
      return;
    }
    if (!line.code && GRID_RULE.test(text)) {
      // A grid table's rules: the `=` one ends its header.
      if (text.includes('=') && this.table.length) this.table.push('|---|');
      return;
    }
    this.flushTable();
    if (!text.trim() || /^\s*(?:`{3,}|~{3,})/.test(text) || /^\s*<!--.*-->\s*$/.test(text)) {
      if (this.target === 'summary') this.summary.push('');
      else if (this.target === 'problem' || this.target === 'problemGoals') this.problem.push('');
      this.paragraph = false;
      return;
    }
    if (!line.code) {
      if (RULE.test(text)) return;
      const bold = BOLD_LINE.exec(text);
      if (bold && !listLine(text)) return this.boldLine(bold[1]!);
    }
    const list = line.code ? null : listLine(text);
    if (list) {
      if (isPlaceholder(list.content)) return;
      if (list.indent >= 2 && this.last) this.last.nested(itemText(list.content));
      else if (this.persona && this.last) this.last.more(itemText(list.content));
      else this.content(list.content, true);
      this.paragraph = false;
      return;
    }
    const body = line.code ? text : text.replace(/^\s*>\s?/, '');
    if (isPlaceholder(body)) return;
    if (!line.code && !TEXT_TARGETS.has(this.target) && ITALIC_NOTE.test(body.trim())) {
      // A note about the list ("_Proposed plan (assumption)…_"), not an item of it.
      if (/assum|propos|supuest|hypoth|annahm|suposi/i.test(body)) this.assumed = true;
      this.paragraph = false;
      return;
    }
    if (this.paragraph && this.last) this.last.more(itemText(body));
    else this.content(body, false);
    this.paragraph = true;
  }

  private boldLine(text: string): void {
    const to = resolveHeading(text);
    if (NUMBERED.test(plain(text))) {
      // A numbered bold line stands for a section heading (documents written without styles).
      if (!to) {
        this.flush();
        this.extra = { heading: flat(plain(text)), lines: [] };
        return;
      }
      if (to !== this.target) return this.subHeading(text, 7, true, true);
    }
    if (to && to !== this.target && !WEAK.has(plain(text).toLowerCase()))
      return this.subHeading(text, 7, true);
    if (this.target === 'requirements' || this.target === 'personas')
      this.subHeading(text, 7, true);
  }

  /** A list item's or paragraph's Markdown, in the current section. */
  private content(md: string, bullet: boolean): void {
    const t = this.target;
    if (t === 'summary' || t === 'problem' || (t === 'problemGoals' && !bullet)) {
      const into = t === 'summary' ? this.summary : this.problem;
      into.push(flat(plain(readMarks(md).rest)));
      this.last = { nested: (x) => into.push(x), more: (x) => into.push(x) };
      return;
    }
    if (!bullet && /:\s*$/.test(md.trim()) && !/^\s*\*\*/.test(md)) {
      this.last = null;
      return;
    }
    const raw = readItem(md);
    if (!raw.text && !raw.id) return;
    this.addRaw(raw, md.trimStart().startsWith('**'));
  }

  /** Places a read item in the list its id or the section names. */
  addRaw(raw: RawItem, boldStart = false, trustId = false): AnyItem {
    let key = this.defaultKey(boldStart);
    let id = '';
    if (raw.id) {
      const normal = normaliseId(raw.id);
      const byPrefix = KEY_OF_PREFIX.get(prefixOf(normal));
      if (byPrefix && this.family.includes(byPrefix)) {
        key = byPrefix;
        id = normal;
      } else if (
        trustId ||
        (key === 'requirements' &&
          (REQUIREMENT_PREFIXES.has(prefixOf(normal)) ||
            // "**HR-01** (Must): …": a document's own scheme, in bold like an id.
            (raw.bold && !KEY_OF_PREFIX.has(prefixOf(normal)))))
      ) {
        id = normal;
      } else raw = { ...raw, text: raw.full, slot: null, bold: false };
    }
    return this.add(key, raw, id);
  }

  private defaultKey(boldStart: boolean): ListKey {
    const t = this.target;
    if (t === 'problemGoals') return 'goals';
    if (t === 'assumptions') return 'openQuestions';
    if (t === 'decisionsAndConflicts') return boldStart ? 'conflicts' : 'openQuestions';
    return isList(t) ? t : 'openQuestions';
  }

  add(key: ListKey, raw: RawItem, id = ''): AnyItem {
    const basis: Basis =
      raw.basis ?? (this.target === 'assumptions' || this.assumed ? 'assumed' : 'stated');
    const base = { id, text: raw.text, basis, sources: raw.sources };
    let item: AnyItem;
    switch (key) {
      case 'goals':
      case 'metrics':
        item = { ...base, target: raw.target !== undefined ? raw.target : extractTarget(raw.text) };
        break;
      case 'requirements': {
        const taken = takePriority(raw.text);
        const { title, statement } = splitTitle(taken.text);
        item = {
          ...base,
          title,
          text: statement,
          priority:
            (raw.slot ? priorityOf(raw.slot) : null) ?? taken.priority ?? this.groupPriority,
          acceptance: [],
        };
        break;
      }
      case 'nfrs': {
        const taken =
          raw.slot !== null || (id && raw.bold)
            ? { text: raw.text, priority: raw.slot === null ? null : priorityOf(raw.slot) }
            : takePriority(raw.text);
        item = { ...base, text: taken.text, priority: taken.priority };
        break;
      }
      case 'milestones':
        item = { ...base, date: raw.slot ?? (id ? null : dateIn(raw.text)) };
        break;
      case 'risks':
        item = {
          ...base,
          owner: raw.slot === null ? null : raw.slot.replace(/^[^:]{1,20}:\s*/, ''),
        };
        break;
      case 'conflicts':
        item = { ...base, sides: [] };
        break;
      default:
        item = base;
    }
    (this.prd[key] as AnyItem[]).push(item);
    this.last = handle(key, item);
    return item;
  }
}

function isList(t: Target): t is ListKey {
  return ![
    'summary',
    'problem',
    'problemGoals',
    'assumptions',
    'changes',
    'decisionsAndConflicts',
  ].includes(t);
}

function emptyRaw(): RawItem {
  return { id: null, slot: null, text: '', full: '', bold: false, basis: null, sources: [] };
}

function itemText(md: string): string {
  return flat(plain(readMarks(md).rest));
}

function handle(key: ListKey, item: AnyItem): Handle {
  const append = (t: string) => {
    if (t) item.text = item.text ? `${item.text} ${t}` : t;
  };
  if (key === 'requirements') {
    const fr = item as Requirement;
    return { nested: (t) => t && fr.acceptance.push(t), more: append };
  }
  if (key === 'conflicts') {
    const c = item as Conflict;
    return { nested: (t) => t && c.sides.push(t), more: append };
  }
  return { nested: append, more: append };
}

function dateIn(text: string): string | null {
  const m = /\b(\d{4}-\d{2}-\d{2}|Q[1-4](?:\s\d{4})?|H[12]\s\d{4})\b/.exec(text);
  return m ? m[1]! : null;
}
