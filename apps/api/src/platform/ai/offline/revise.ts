import { CHANGES_HEADING, OFFLINE_NOTE } from '../prd-outline.js';
import type { PrdInput } from '../types.js';
import { applyExplicitChanges } from './explicit-changes.js';
import { criterionContext, planDraft } from './compose.js';
import { PrdDocument } from './document.js';
import type { Facts } from './extract-facts.js';
import {
  assumption,
  cite,
  count,
  frBlock,
  isoDate,
  nfrLine,
  quoteLine,
  sourceLine,
} from './markdown.js';
import { acceptanceCriterion, requirementTitle } from './requirements.js';
import { ensurePeriod, normalise } from './sentences.js';

function titleProduct(doc: PrdDocument): string | undefined {
  const title = doc.lines.find((l) => /^#\s+\S/.test(l));
  return title
    ?.replace(/^#\s+/, '')
    .replace(/\s*[:\-–—]\s*(?:product )?requirements? document.*$/i, '')
    .replace(/\s+PRD$/i, '')
    .trim();
}

function bumpVersion(doc: PrdDocument): string {
  const at = doc.lines.findIndex((l) => /\*\*Version:?\*\*:?\s*\d+(?:\.\d+)?/i.test(l));
  const current = at >= 0 ? /(\d+)(?:\.(\d+))?\s*$/.exec(doc.lines[at] ?? '') : null;
  const next = current ? `${current[1]}.${Number(current[2] ?? 0) + 1}` : '0.2';
  if (at >= 0) doc.lines[at] = (doc.lines[at] ?? '').replace(/\d+(?:\.\d+)?\s*$/, next);
  return next;
}

function setDate(doc: PrdDocument, now: Date) {
  const at = doc.lines.findIndex((l) => /\*\*Date:?\*\*/i.test(l));
  if (at >= 0) doc.lines[at] = (doc.lines[at] ?? '').replace(/\d{4}-\d{2}-\d{2}\s*$/, isoDate(now));
}

function recount(doc: PrdDocument) {
  // One pass over the lines: each FR heading takes the first priority after it.
  const fr: string[] = [];
  const nfrIds = new Set<string>();
  let open = false;
  for (const line of doc.lines) {
    if (/^###\s+FR-\d+/.test(line)) open = true;
    const priority = open ? /\*\*Priority:\*\*\s*(P[012])/.exec(line) : null;
    if (priority?.[1]) {
      fr.push(priority[1]);
      open = false;
    }
    for (const m of line.matchAll(/\*\*(NFR-\d+)\*\*/g)) nfrIds.add(m[1] ?? '');
  }
  const nfr = nfrIds.size;
  const by = (p: string) => fr.filter((x) => x === p).length;
  const summary = `**${count(fr.length, 'functional requirement')}** (P0: ${by('P0')}, P1: ${by('P1')}, P2: ${by('P2')}) and **${count(nfr, 'non-functional requirement')}**`;
  doc.lines = doc.lines.map((l) =>
    l.replace(
      /\*\*\d+ functional requirements?\*\* \([^)]*\) and \*\*\d+ non-functional requirements?\*\*/,
      summary,
    ),
  );
}

/**
 * Revises the session's latest PRD: keeps its sections and text, applies explicit edits from
 * the message ("rename X to Y", "remove ..."), adds what the new message and files bring with
 * FR/NFR numbers continuing, bumps the version and lists the changes at the top.
 */
export function revisePrd(previous: string, facts: Facts, input: PrdInput): string[] {
  const doc = new PrdDocument(previous);
  doc.removeSection(CHANGES_HEADING.replace(/^##\s+/, ''));
  doc.lines = doc.lines.filter((l) => l.trim() !== OFFLINE_NOTE);
  const changes = applyExplicitChanges(doc, input.message, titleProduct(doc));

  const known = normalise(doc.text());
  const isNew = (text: string) => !known.includes(normalise(text));
  const fresh: Facts = {
    ...facts,
    requirements: facts.requirements.filter((r) => isNew(r.text)),
    nfr: facts.nfr.filter((n) => isNew(n.sentence.text)),
  };
  const d = planDraft(
    fresh,
    input,
    { fr: doc.highest('FR') + 1, nfr: doc.highest('NFR') + 1 },
    titleProduct(doc),
  );
  const ctx = criterionContext(d);

  if (d.fr.length) {
    const range = doc.section('Functional requirements');
    if (range) {
      doc.lines = doc.lines.filter(
        (l, i) => !(i >= range[0] && i < range[1] && /^- _No must, should or could/.test(l)),
      );
    }
    doc.append(
      'Functional requirements',
      d.fr
        .map((f) =>
          frBlock(
            f.id,
            requirementTitle(f.req, ctx.isPerson),
            f.req,
            acceptanceCriterion(f.req, ctx),
          ),
        )
        .join('\n\n')
        .split('\n'),
    );
    for (const f of d.fr) changes.push(`Added **${f.id}**: ${ensurePeriod(f.req.text)}`);
  }
  for (const item of fresh.nfr) {
    const numbered = d.nfr.find((n) => n.req === item.requirement);
    const line = numbered ? nfrLine(numbered.id, numbered.req) : quoteLine(item.sentence);
    const range = doc.section('Non-functional requirements');
    const group = range
      ? doc.lines.findIndex((l, i) => i >= range[0] && l.trim() === `**${item.category}**`)
      : -1;
    const next =
      group < 0
        ? -1
        : doc.lines.findIndex((l, i) => i > group && /^\*\*[^*]+\*\*$|^##\s/.test(l.trim()));
    // A stated requirement replaces the assumed default of its category.
    const stop = next < 0 ? doc.lines.length : next;
    doc.lines = doc.lines.filter(
      (l, i) => !(group >= 0 && i > group && i < stop && l.startsWith('- _Assumption:_')),
    );
    doc.appendToGroup('Non-functional requirements', item.category, [line]);
    if (numbered) changes.push(`Added **${numbered.id}**: ${ensurePeriod(numbered.req.text)}`);
  }

  const add = (section: Parameters<PrdDocument['append']>[0], lines: string[], what: string) => {
    const added = lines.filter(
      (l) => !l.trim() || l.startsWith('### ') || isNew(l.replace(/_\(source:.*\)_$/, '')),
    );
    const headings = added.filter((l) => l.startsWith('### ')).length;
    const count = headings || added.filter((l) => l.startsWith('- ')).length;
    if (!count) return;
    doc.append(section, added);
    changes.push(`${what}: ${count} added.`);
  };
  add('Problem and goals', [...facts.problems, ...facts.goals].map(quoteLine), 'Problem and goals');
  add('Non-goals', facts.nonGoals.map(quoteLine), 'Non-goals');
  const newPersonas = facts.personas.filter((p) => isNew(p.name));
  add(
    'Personas and user stories',
    newPersonas.flatMap((p) => {
      const mention = p.mentions[0] ?? p.stories[0];
      return [
        `### ${p.name}`,
        '',
        mention
          ? `- **Who:** "${mention.text}" ${cite(mention.source)}`
          : '- **Who:** named in the latest message.',
        '',
      ];
    }),
    'Personas',
  );
  add(
    'Success metrics',
    facts.targets.map((t) => `- **${t.value}**: "${t.sentence.text.replace(/[.!]+$/, '')}"`),
    'Success metrics',
  );
  add(
    'Technical considerations',
    [
      ...facts.technologies.filter(isNew).map((t) => `- **Mentioned:** ${t}.`),
      ...facts.technical.map(quoteLine),
      ...facts.constraints.map(quoteLine),
    ],
    'Technical considerations',
  );
  add('Milestones', facts.milestones.map(quoteLine), 'Milestones');
  add('Risks', facts.risks.map(quoteLine), 'Risks');
  add(
    'Open questions',
    facts.questions.map((q) => `- ${ensurePeriod(q.text)}`),
    'Open questions',
  );

  doc.appendToGroup(
    'Sources',
    'Files',
    [...d.fr, ...d.nfr].map((f) => sourceLine(f.id, f.req.source)),
    true,
  );
  const sourceLines: string[] = [];
  for (const file of input.files) {
    const used = input.chunks.filter((c) => c.file === file.name).length;
    sourceLines.push(
      `- ${file.name} (${file.kind}): ${used ? `${used} passages read` : 'no text extracted'}`,
    );
  }
  sourceLines.push(...input.notes.map((n) => `- ${ensurePeriod(n)}`));
  doc.append('Sources', sourceLines);

  const version = bumpVersion(doc);
  setDate(doc, input.now);
  recount(doc);
  if (!changes.length) {
    changes.push(
      input.message.trim()
        ? `No new requirements were found in "${input.message.trim().slice(0, 160)}"; the previous content is kept. ${assumption('an AI provider can apply free-form edits.').slice(2)}`
        : 'No new content was found; the previous content is kept.',
    );
  }

  const firstSection = doc.lines.findIndex((l) => /^##\s/.test(l));
  const changeBlock = [
    CHANGES_HEADING,
    '',
    `_Version ${version}, ${isoDate(input.now)}._`,
    '',
    ...changes.map((c) => `- ${c}`),
    '',
  ];
  doc.lines.splice(firstSection < 0 ? doc.lines.length : firstSection, 0, ...changeBlock);
  const markdown = `${OFFLINE_NOTE}\n\n${doc.toString().replace(/^\n+/, '')}`;
  return markdown
    .split(/\n(?=## )/)
    .map((chunk, i, all) => (i < all.length - 1 ? `${chunk}\n` : chunk));
}
