import type { PrdInput } from '../../types.js';
import type { Draft } from './compose.js';
import { NFR_CATEGORIES, NFR_DEFAULTS, type NfrCategory } from '../classify/keywords.js';
import { actionItems } from './extras.js';
import { ACTION_ITEMS_HEADING } from '../../prd-outline.js';
import { assumption, cite, nfrLine, quoteLine, sourceLine } from './markdown.js';
import type { Priority } from '../collect/requirements.js';
import { ensurePeriod } from '../read/sentences.js';
import { plural } from '../collect/people.js';

/** Sections 7 to 11 and 13 of a draft: from the facts, with assumptions marked. */

export function nonFunctional(d: Draft): string[] {
  const lines: string[] = [];
  const numberedNfr = new Map(d.nfr.map((n) => [n.req, n]));
  for (const category of Object.keys(NFR_CATEGORIES) as NfrCategory[]) {
    const items = d.facts.nfr.filter((n) => n.category === category);
    lines.push(`**${category}**`, '');
    for (const item of items) {
      const numbered = item.requirement && numberedNfr.get(item.requirement);
      lines.push(numbered ? nfrLine(numbered.id, numbered.req) : quoteLine(item.sentence));
    }
    if (!items.length) lines.push(assumption(NFR_DEFAULTS[category]));
    lines.push('');
  }
  return lines.slice(0, -1);
}

export function successMetrics(d: Draft): string[] {
  const lines = d.facts.targets.map(
    (t) =>
      `- **${t.value}**: "${t.sentence.text.replace(/[.!]+$/, '')}" ${cite(t.sentence.source)}`,
  );
  lines.push(
    assumption(
      `Activation: share of new ${plural(d.persona)} who complete the main task in their first week.`,
    ),
    assumption(
      `Satisfaction: ${plural(d.persona)} rate ${d.product} 4 out of 5 or better in a survey after 30 days.`,
    ),
  );
  return lines;
}

export function technical(d: Draft): string[] {
  const { facts } = d;
  const lines: string[] = [];
  if (facts.technologies.length) {
    lines.push(`- **Platforms and technologies mentioned:** ${facts.technologies.join(', ')}.`);
  }
  lines.push(...facts.technical.map(quoteLine));
  lines.push(
    ...facts.constraints
      .filter((c) => !facts.technical.includes(c))
      .map((c) => quoteLine(c).replace(/^- /, '- **Constraint:** ')),
  );
  if (!facts.technologies.length) {
    lines.push(
      assumption('A responsive web app first; native mobile apps later if usage shows the need.'),
    );
  }
  lines.push(
    assumption(
      'Every external integration is behind an adapter so it can be replaced or faked in tests.',
    ),
  );
  return lines;
}

export function milestones(d: Draft): string[] {
  const ids = (p: Priority) =>
    d.fr
      .filter((f) => f.req.priority === p)
      .map((f) => f.id)
      .join(', ') || 'none yet';
  const lines = d.facts.milestones.map((m) => quoteLine(m).replace(/^- /, '- **Stated:** '));
  if (lines.length) lines.push('');
  lines.push(
    '_Proposed plan (assumption, adjust to the team and deadline):_',
    '',
    '1. **M1: Discovery and design**: answer the open questions and design the flow in section 6.',
    `2. **M2: MVP**: the P0 requirements (${ids('P0')}).`,
    `3. **M3: Beta**: the P1 requirements (${ids('P1')}) with a pilot group of ${plural(d.persona)}.`,
    `4. **M4: Launch**: the P2 requirements (${ids('P2')}) as capacity allows; track the success metrics.`,
  );
  if (d.facts.actions.length)
    lines.push('', ACTION_ITEMS_HEADING, '', ...actionItems(d.facts.actions));
  return lines;
}

export function risks(d: Draft): string[] {
  const lines = d.facts.risks.map(quoteLine);
  const integrations = d.facts.technologies.filter(
    (t) => /^[A-Z]/.test(t) && !/^(?:API|REST|PDF|CSV|SMS|GPS|NFC)$/.test(t),
  );
  if (integrations.length) {
    lines.push(
      `- Dependence on ${integrations.join(', ')}: outages, rate limits or API changes outside the team's control.`,
    );
  }
  if (d.fr.filter((f) => f.req.priority === 'P0').length > 5) {
    lines.push(
      '- Scope: many requirements are P0; keep the MVP to what the first users need most.',
    );
  }
  if (d.facts.nfr.some((n) => n.category === 'Privacy')) {
    lines.push('- Compliance: the privacy requirements need a legal review before launch.');
  }
  lines.push(
    '- This draft contains assumptions (marked _Assumption_); review them before planning.',
  );
  return lines;
}

/** How many passages each file gave (one pass over the chunks). */
export function passagesByFile(chunks: PrdInput['chunks']): Map<string, number> {
  const counts = new Map<string, number>();
  for (const chunk of chunks) counts.set(chunk.file, (counts.get(chunk.file) ?? 0) + 1);
  return counts;
}

export function sources(d: Draft, input: Pick<PrdInput, 'files' | 'chunks' | 'notes'>): string[] {
  const lines = [...d.fr, ...d.nfr].map((f) => sourceLine(f.id, f.req.source));
  if (!lines.length) lines.push('- _No requirement statements were found._');
  lines.push('', '**Files**', '');
  if (input.files.length) {
    const passages = passagesByFile(input.chunks);
    for (const file of input.files) {
      const used = passages.get(file.name) ?? 0;
      lines.push(
        `- ${file.name} (${file.kind}): ${used ? `${used} passage${used === 1 ? '' : 's'} read` : 'no text extracted'}`,
      );
    }
  } else {
    lines.push('- None: drafted from your message only.');
  }
  if (input.notes.length) {
    lines.push('', '**Extraction notes**', '', ...input.notes.map((n) => `- ${ensurePeriod(n)}`));
  }
  return lines;
}
