import type { PrdInput } from '../../types.js';
import type { Draft } from './draft.js';
import { NFR_CATEGORIES, type NfrCategory } from '../classify/keywords.js';
import { actionItems } from './extras.js';
import { assumption, cite, nfrLine, quoteLine, sourceLine } from './markdown.js';
import type { Priority } from '../collect/requirement-types.js';
import { ensurePeriod } from '../read/sentences.js';
import { plural } from '../collect/people.js';

/** Sections 7 to 11 and 13 of a draft: from the facts, with assumptions marked. */

/** The main persona as a group: "store managers" (English), the brief's own word otherwise. */
const group = (d: Draft) => (d.phrases.english ? plural(d.persona) : d.persona);

export function nonFunctional(d: Draft): string[] {
  const p = d.phrases;
  const lines: string[] = [];
  const numberedNfr = new Map(d.nfr.map((n) => [n.req, n]));
  for (const category of Object.keys(NFR_CATEGORIES) as NfrCategory[]) {
    const items = d.facts.nfr.filter((n) => n.category === category);
    lines.push(`**${p.categories[category]}**`, '');
    for (const item of items) {
      const numbered = item.requirement && numberedNfr.get(item.requirement);
      lines.push(numbered ? nfrLine(numbered.id, numbered.req, p) : quoteLine(item.sentence, p));
    }
    if (!items.length) lines.push(assumption(p.nfrDefaults[category], p));
    lines.push('');
  }
  return lines.slice(0, -1);
}

export function successMetrics(d: Draft): string[] {
  const p = d.phrases;
  const lines = d.facts.targets.map(
    (t) =>
      `- **${t.value}**: "${t.sentence.text.replace(/[.!]+$/, '')}" ${cite(t.sentence.source, p)}`,
  );
  lines.push(
    assumption(p.activation(group(d)), p),
    assumption(p.satisfaction(group(d), d.product), p),
  );
  return lines;
}

export function technical(d: Draft): string[] {
  const { facts, phrases: p } = d;
  const lines: string[] = [];
  if (facts.technologies.length) {
    lines.push(`- **${p.platforms}:** ${facts.technologies.join(', ')}.`);
  }
  lines.push(...facts.technical.map((t) => quoteLine(t, p)));
  lines.push(
    ...facts.constraints
      .filter((c) => !facts.technical.includes(c))
      .map((c) => quoteLine(c, p).replace(/^- /, `- **${p.constraint}:** `)),
  );
  if (!facts.technologies.length) lines.push(assumption(p.webFirst, p));
  lines.push(assumption(p.adapters, p));
  return lines;
}

export function milestones(d: Draft): string[] {
  const p = d.phrases;
  const ids = (priority: Priority) =>
    d.fr
      .filter((f) => f.req.priority === priority)
      .map((f) => f.id)
      .join(', ') || p.noneYet;
  const lines = d.facts.milestones.map((m) =>
    quoteLine(m, p).replace(/^- /, `- **${p.stated}:** `),
  );
  if (lines.length) lines.push('');
  lines.push(
    `_${p.plan}_`,
    '',
    `1. ${p.m1}`,
    `2. ${p.m2(ids('P0'))}`,
    `3. ${p.m3(ids('P1'), group(d))}`,
    `4. ${p.m4(ids('P2'))}`,
  );
  if (d.facts.actions.length)
    lines.push('', `### ${p.labels.actionItems}`, '', ...actionItems(d.facts.actions, p));
  return lines;
}

export function risks(d: Draft): string[] {
  const p = d.phrases;
  const lines = d.facts.risks.map((r) => quoteLine(r, p));
  const integrations = d.facts.technologies.filter(
    (t) => /^[A-Z]/.test(t) && !/^(?:API|REST|PDF|CSV|SMS|GPS|NFC)$/.test(t),
  );
  if (integrations.length) lines.push(`- ${p.dependence(integrations.join(', '))}`);
  if (d.fr.filter((f) => f.req.priority === 'P0').length > 5) lines.push(`- ${p.scope}`);
  if (d.facts.nfr.some((n) => n.category === 'Privacy')) lines.push(`- ${p.compliance}`);
  lines.push(`- ${p.reviewAssumptions}`);
  return lines;
}

/** How many passages each file gave (one pass over the chunks). */
function passagesByFile(chunks: PrdInput['chunks']): Map<string, number> {
  const counts = new Map<string, number>();
  for (const chunk of chunks) counts.set(chunk.file, (counts.get(chunk.file) ?? 0) + 1);
  return counts;
}

export function sources(d: Draft, input: Pick<PrdInput, 'files' | 'chunks' | 'notes'>): string[] {
  const p = d.phrases;
  const lines = [...d.fr, ...d.nfr].map((f) => sourceLine(f.id, f.req.source, p));
  if (!lines.length) lines.push(`- _${p.noStatements}_`);
  lines.push('', `**${p.files}**`, '');
  if (input.files.length) {
    const passages = passagesByFile(input.chunks);
    for (const file of input.files) {
      lines.push(`- ${p.fileLine(file.name, file.kind, passages.get(file.name) ?? 0)}`);
    }
  } else {
    lines.push(`- ${p.messageOnly}`);
  }
  if (input.notes.length) {
    lines.push(
      '',
      `**${p.extractionNotes}**`,
      '',
      ...input.notes.map((n) => `- ${ensurePeriod(n)}`),
    );
  }
  return lines;
}
