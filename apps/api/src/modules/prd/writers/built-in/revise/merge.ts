import { OFFLINE_NOTE, type PrdSection } from '../../prd-outline.js';
import { PrdDocument } from './document.js';
import { findSection, parsePrd, sectionItems } from './prd-lines.js';
import { normalise } from '../read/sentences.js';

/**
 * Brings what a revision adds (a small draft written from the new statements and files by the
 * same writer as a new PRD) into the previous PRD: new FR and NFR ids continue after the
 * highest used, stated items join their sections, nothing already there is repeated.
 */

/** Sections whose stated items (quoted with a source) a revision adds. */
const ITEM_SECTIONS: PrdSection[] = [
  'Problem and goals',
  'Non-goals',
  'Success metrics',
  'Technical considerations',
  'Milestones',
  'Risks',
];

const STATED = /_\(source:[^)]*\)_/;

function key(line: string): string {
  return normalise(
    line
      .replace(STATED, '')
      .replace(/^\s*(?:[-*]|\d{1,3}\.)\s+/, '')
      .replace(/^\*\*(?:G\d+|Stated|Constraint|Who|Story):\*\*\s*/, ''),
  );
}

function highest(lines: string[], prefix: 'FR' | 'NFR'): number {
  let max = 0;
  const pattern = prefix === 'FR' ? /(?<![\w-])FR-(\d+)/g : /NFR-(\d+)/g;
  for (const line of lines) {
    if (!line.includes(`${prefix}-`)) continue;
    for (const m of line.matchAll(pattern)) max = Math.max(max, Number(m[1]));
  }
  return max;
}

interface MergeResult {
  /** "Risks: 1 added." lines for the change list (FR/NFR additions come from the diff). */
  changes: string[];
}

/** Merges the small draft `addition` into `doc`; ids continue from `floor` (the old highest). */
export function mergeDraft(
  doc: PrdDocument,
  addition: string,
  floor: { fr: number; nfr: number },
): MergeResult {
  const mini = new PrdDocument(addition);
  mini.lines = mini.lines.filter((l) => l.trim() !== OFFLINE_NOTE);
  const from = parsePrd(mini.lines);
  const into = parsePrd(doc.lines);
  const changes: string[] = [];
  const known = new Set(doc.lines.map(key).filter(Boolean));
  const ids = new Map<string, string>();
  let fr = Math.max(floor.fr, highest(doc.lines, 'FR'));
  let nfr = Math.max(floor.nfr, highest(doc.lines, 'NFR'));
  const statements = new Set(into.frs.map((f) => normalise(f.statement)));
  const mapIds = (line: string) =>
    line.replace(/(?<![\w-])N?FR-\d+(?!\d)/g, (id) => ids.get(id) ?? id);

  // Functional requirements: whole blocks, renumbered, after the last one.
  const blocks: string[] = [];
  for (const f of from.frs) {
    if (statements.has(normalise(f.statement))) continue;
    fr += 1;
    ids.set(f.id, `FR-${fr}`);
    while (mini.lines[f.end - 1] !== undefined && !mini.lines[f.end - 1]?.trim()) f.end -= 1;
    blocks.push('', ...mini.lines.slice(f.start, f.end).map(mapIds));
  }
  for (const n of from.nfrs) {
    if (known.has(key(mini.lines[n.line] ?? ''))) continue;
    nfr += 1;
    ids.set(n.id, `NFR-${nfr}`);
  }
  if (blocks.length) {
    const section = findSection(into, 'Functional requirements');
    if (section) {
      let at = section.end;
      while (at > section.start && !doc.lines[at - 1]?.trim()) at -= 1;
      const placeholder = into.frs.length === 0;
      if (placeholder) {
        doc.lines.splice(section.start, at - section.start);
        at = section.start;
      }
      doc.lines.splice(at, 0, ...blocks, '');
    } else {
      doc.append('Functional requirements', blocks);
    }
  }

  // Non-functional requirements: each line in its category group.
  for (const n of from.nfrs) {
    const id = ids.get(n.id);
    if (!id) continue;
    let group = '';
    for (let i = n.line; i >= 0; i -= 1) {
      const label = /^\*\*([^*]+)\*\*$/.exec(mini.lines[i]?.trim() ?? '');
      if (label?.[1]) {
        group = label[1];
        break;
      }
    }
    const line = mapIds(mini.lines[n.line] ?? '');
    const target = findSection(parsePrd(doc.lines), 'Non-functional requirements');
    const groupAt = target
      ? doc.lines.findIndex(
          (l, i) => i >= target.start && i < target.end && l.trim() === `**${group}**`,
        )
      : -1;
    if (groupAt >= 0 && target) {
      // The stated requirement replaces the assumed default of its group.
      let i = groupAt + 1;
      while (i < target.end && !/^\*\*[^*]+\*\*$/.test(doc.lines[i]?.trim() ?? '')) {
        if (/^-\s+_Assumption:?_/.test(doc.lines[i] ?? '')) doc.lines.splice(i, 1, line);
        i += 1;
      }
      if (!doc.lines.includes(line))
        doc.appendToGroup('Non-functional requirements', group, [line]);
    } else {
      doc.append('Non-functional requirements', [line]);
    }
  }

  // Stated items of the other sections, and new personas.
  for (const name of ITEM_SECTIONS) {
    const items = sectionItems(mini.lines, findSection(from, name))
      .filter((l) => STATED.test(l) && !known.has(key(l)))
      .map((l) => mapIds(l.replace(/^-\s+\*\*G\d+:\*\*\s*/, '- ')));
    if (!items.length) continue;
    for (const item of items) known.add(key(item));
    if (name === 'Non-goals') {
      const section = findSection(parsePrd(doc.lines), 'Non-goals');
      if (section)
        for (let i = section.end - 1; i >= section.start; i -= 1)
          if (/^-\s+_Assumption:?_/.test(doc.lines[i] ?? '')) doc.lines.splice(i, 1);
    }
    doc.append(name, items);
    // New non-goals are listed one by one by the diff.
    if (name !== 'Non-goals') changes.push(`${name}: ${items.length} added.`);
  }
  const people = findSection(from, 'Personas and user stories');
  // Named by a `### Name` block, or (a PRD rendered from the model) by a "Name: …" item.
  const personas = new Set([
    ...doc.lines.filter((l) => /^###\s/.test(l) && !/^###\s+N?FR-\d/.test(l)).map(normalise),
    ...parsePrd(doc.lines).personas.map(normalise),
  ]);
  const personaLines: string[] = [];
  let copying = false;
  for (let i = people?.start ?? 0; people && i < people.end; i += 1) {
    const line = mini.lines[i] ?? '';
    if (/^###\s/.test(line)) copying = !personas.has(normalise(line));
    const refs = line.match(/(?<![\w-])N?FR-\d+(?!\d)/g) ?? [];
    if (copying && refs.every((id) => ids.has(id))) personaLines.push(mapIds(line));
  }
  if (personaLines.some((l) => l.startsWith('### '))) {
    doc.append('Personas and user stories', personaLines);
    changes.push(`Personas: ${personaLines.filter((l) => l.startsWith('### ')).length} added.`);
  }

  // Sources of the new ids, then the new files and notes.
  const sources = findSection(from, 'Sources');
  const sourceLines = sectionItems(mini.lines, sources)
    .filter((l) => /^-\s+\*\*N?FR-\d+:\*\*/.test(l))
    .filter((l) => ids.has(/N?FR-\d+/.exec(l)?.[0] ?? ''))
    .map(mapIds);
  if (sourceLines.length) doc.appendToGroup('Sources', 'Files', sourceLines, true);
  const files = mini.lines.findIndex(
    (l, i) =>
      sources !== undefined && i >= sources.start && i < sources.end && l.trim() === '**Files**',
  );
  const fileLines: string[] = [];
  for (let i = files + 1; files >= 0 && sources && i < sources.end; i += 1) {
    const line = mini.lines[i] ?? '';
    if (/^\*\*[^*]+\*\*$/.test(line.trim())) break;
    if (/^-\s/.test(line) && !/^-\s+None\b/.test(line) && !known.has(key(line)))
      fileLines.push(line);
  }
  if (fileLines.length) {
    doc.lines = doc.lines.filter((l) => !/^-\s+None: drafted from your message only/.test(l));
    doc.appendToGroup('Sources', 'Files', fileLines);
  }
  return { changes };
}
