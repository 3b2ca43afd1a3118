import {
  ACTION_ITEMS_HEADING,
  CONFLICTS_HEADING,
  sectionHeading,
  type PrdSection,
} from '../prd-outline.js';
import type { PrdInput } from '../types.js';
import type { Facts } from './extract-facts.js';
import { NFR_CATEGORIES, NFR_DEFAULTS, SYSTEM_SUBJECT, type NfrCategory } from './keywords.js';
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
import { openQuestions } from './open-questions.js';
import { startsWithVerb } from './verbs.js';
import { findPersonas, personaFor } from './people.js';
import { nameFromFile } from './product-name.js';
import {
  acceptanceCriterion,
  conjugate,
  requirementTitle,
  type CriterionContext,
  type Priority,
  type Requirement,
} from './requirements.js';
import { capitalise, ensurePeriod, MESSAGE_SOURCE, normalise } from './sentences.js';
import { escapeMarkdown } from './escape.js';
import { actionItems, conflictLines, languageNote } from './extras.js';

/** Everything the section writers share for one draft. */
export interface Draft {
  facts: Facts;
  product: string;
  /** Main persona, singular ("store manager"). */
  persona: string;
  fr: { id: string; req: Requirement }[];
  nfr: { id: string; req: Requirement }[];
  questions: string[];
}

export function planDraft(
  facts: Facts,
  input: Pick<PrdInput, 'files' | 'notes'>,
  numbering = { fr: 1, nfr: 1 },
  product?: string,
): Draft {
  const name =
    product ??
    facts.productName ??
    (input.files[0] ? nameFromFile(input.files[0].name) : undefined) ??
    'Untitled Product';
  return {
    facts,
    product: name,
    persona: facts.personas[0]?.singular ?? 'user',
    fr: facts.requirements.map((req, i) => ({ id: `FR-${numbering.fr + i}`, req })),
    nfr: facts.nfr
      .flatMap((n) => (n.requirement ? [n.requirement] : []))
      .map((req, i) => ({ id: `NFR-${numbering.nfr + i}`, req })),
    questions: openQuestions(facts, input.files.length > 0, input.notes),
  };
}

export function criterionContext(
  d: Pick<Draft, 'product' | 'persona' | 'facts'>,
): CriterionContext {
  return {
    product: d.product,
    persona: d.persona,
    isPerson: (subject) =>
      personaFor(subject, d.facts.personas) !== undefined ||
      findPersonas([{ text: subject, source: MESSAGE_SOURCE }]).length > 0,
  };
}

function section(name: PrdSection, lines: string[]): string {
  return `${sectionHeading(name)}\n\n${lines.join('\n')}\n\n`;
}

const orNone = (lines: string[], none: string) => (lines.length ? lines : [`- _${none}_`]);

function counts(fr: { req: Requirement }[]): string {
  const by = (p: Priority) => fr.filter((f) => f.req.priority === p).length;
  return `P0: ${by('P0')}, P1: ${by('P1')}, P2: ${by('P2')}`;
}

export function tldr(d: Draft, files: PrdInput['files']): string[] {
  const { facts } = d;
  const what = facts.summary
    ? ensurePeriod(facts.summary.text)
    : files.length
      ? `${d.product} is described in ${files.map((f) => f.name).join(', ')}.`
      : `${d.product} is a product idea that still needs a description.`;
  const people = facts.personas.length
    ? facts.personas.map((p) => p.name.toLowerCase()).join(', ')
    : 'users who are not named yet';
  const note = languageNote(facts.language);
  const lines = [
    what,
    ...(note ? ['', note] : []),
    '',
    `This draft lists **${count(d.fr.length, 'functional requirement')}** (${counts(d.fr)}) and **${count(d.nfr.length, 'non-functional requirement')}** for ${people}.`,
  ];
  if (facts.targets.length) {
    lines.push(`Key targets: ${facts.targets.map((t) => `**${t.value}**`).join(', ')}.`);
  }
  lines.push(
    `**${count(d.questions.length, 'open question')}** ${d.questions.length === 1 ? 'remains' : 'remain'} (section 12).`,
  );
  return lines;
}

export function problemAndGoals(d: Draft): string[] {
  const { facts } = d;
  const goals = facts.goals.map((g, i) => {
    const line = quoteLine(g).replace(/^- /, `- **G${i + 1}:** `);
    return line;
  });
  if (!facts.targets.length || !goals.length) {
    goals.push(
      assumption(
        `Measure a baseline in the first month, then set targets for adoption and time saved with ${d.product}.`,
      ),
    );
  }
  return [
    '**Problem**',
    '',
    ...orNone(facts.problems.map(quoteLine), 'Not stated yet: see Open questions.'),
    '',
    '**Goals (measurable)**',
    '',
    ...goals,
  ];
}

export function nonGoals(d: Draft): string[] {
  if (d.facts.nonGoals.length) return d.facts.nonGoals.map(quoteLine);
  return [
    assumption(
      'Anything not listed under Functional requirements is out of scope for this version.',
    ),
  ];
}

function story(persona: string, id: string, req: Requirement): string {
  const action = req.predicate
    .replace(/^(?:be able to|have the ability to)\s+/i, '')
    .replace(/[.!]+$/, '');
  const a = /^[aeiou]/i.test(persona) ? 'an' : 'a';
  const mine = action.replace(/\btheir\b/g, 'my').replace(/\bthem\b/g, 'me');
  const want =
    req.subject || startsWithVerb(mine)
      ? `I want to ${mine}`
      : `I want ${mine.charAt(0).toLowerCase()}${mine.slice(1)}`;
  return `- **Story:** As ${a} ${persona}, ${want}. _(${id})_`;
}

export function personas(d: Draft): string[] {
  const { facts } = d;
  if (!facts.personas.length) {
    return [
      '- _No people or roles are named in the brief: see Open questions._',
      assumption(
        `The primary user is someone who wants ${d.product} to do the work described under Functional requirements.`,
      ),
    ];
  }
  const lines: string[] = [];
  for (const persona of facts.personas) {
    lines.push(`### ${persona.name}`, '');
    const mention = persona.mentions[0] ?? persona.stories[0];
    if (mention) lines.push(`- **Who:** "${mention.text}" ${cite(mention.source)}`);
    for (const s of persona.stories)
      lines.push(`- **Story:** ${ensurePeriod(s.text)} ${cite(s.source)}`);
    const own = d.fr.filter(
      (f) =>
        personaFor(f.req.subject, facts.personas) === persona &&
        !f.req.prohibition &&
        !persona.stories.some((s) => s.text === f.req.text),
    );
    for (const f of own.slice(0, 4)) lines.push(story(persona.singular, f.id, f.req));
    if (!persona.stories.length && !own.length) {
      lines.push('- _No user story stated yet: see Open questions._');
    }
    lines.push('');
  }
  return lines.slice(0, -1);
}

export function functionalRequirements(d: Draft): string[] {
  if (!d.fr.length) {
    return [
      '- _No must, should or could statements were found. Describe what the product must do and the next version will list them here._',
    ];
  }
  const ctx = criterionContext(d);
  return d.fr
    .map((f) =>
      frBlock(f.id, requirementTitle(f.req, ctx.isPerson), f.req, acceptanceCriterion(f.req, ctx)),
    )
    .join('\n\n')
    .split('\n');
}

export function experienceFlow(d: Draft): string[] {
  // Both lists are capped (limits.ts), each text normalised once: a bounded comparison.
  const requirementKeys = d.fr.map((f) => normalise(f.req.text));
  const stated = d.facts.flow.filter((s) => {
    const key = normalise(s.text);
    return !requirementKeys.some((r) => key.includes(r));
  });
  if (stated.length >= 2) {
    return stated.map((s, i) => `${i + 1}. ${ensurePeriod(s.text)} ${cite(s.source)}`);
  }
  const ctx = criterionContext(d);
  const steps = [`The ${d.persona} opens ${d.product} and signs in.`];
  for (const s of stated) steps.push(`${ensurePeriod(s.text)} ${cite(s.source)}`);
  const steps0 = d.fr.filter(
    (x) =>
      x.req.priority === 'P0' &&
      !x.req.prohibition &&
      (personaFor(x.req.subject, d.facts.personas) ||
        (!x.req.subject && startsWithVerb(x.req.predicate))),
  );
  for (const f of steps0.slice(0, 5)) {
    const title = requirementTitle(f.req, ctx.isPerson, 40);
    const lower = title.charAt(0).toLowerCase() + title.slice(1);
    const persona = personaFor(f.req.subject, d.facts.personas);
    const step = persona
      ? `The ${persona.singular} can ${lower}`
      : !f.req.subject || SYSTEM_SUBJECT.test(f.req.subject)
        ? `${d.product} ${conjugate(lower, false)}`
        : title;
    steps.push(`${step} (**${f.id}**).`);
  }
  steps.push(
    `The ${d.persona} reviews the result and continues, or returns later where they left off.`,
  );
  return [
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    '_Derived from the requirements; confirm the flow with design._',
  ];
}

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
      `Activation: share of new ${d.persona}s who complete the main task in their first week.`,
    ),
    assumption(
      `Satisfaction: ${d.persona}s rate ${d.product} 4 out of 5 or better in a survey after 30 days.`,
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
    `3. **M3: Beta**: the P1 requirements (${ids('P1')}) with a pilot group of ${d.persona}s.`,
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

export function header(product: string, version: string, now: Date, origin: string): string {
  return [
    `# ${escapeMarkdown(capitalise(product))}: Product Requirements Document`,
    '',
    '- **Status:** Draft',
    `- **Version:** ${version}`,
    `- **Date:** ${isoDate(now)}`,
    `- **Prepared from:** ${origin}`,
    '',
    '',
  ].join('\n');
}

export function originOf(input: Pick<PrdInput, 'message' | 'files'>): string {
  const parts: string[] = [];
  if (input.message.trim()) parts.push('your message');
  if (input.files.length) parts.push(input.files.map((f) => f.name).join(', '));
  return parts.join(' and ') || 'no content yet';
}

export function openQuestionLines(d: Draft): string[] {
  const lines: string[] = [];
  if (d.facts.conflicts.length) {
    lines.push(CONFLICTS_HEADING, '', ...conflictLines(d.facts.conflicts, [...d.fr, ...d.nfr]), '');
  }
  lines.push(...d.questions.map((q, i) => `${i + 1}. ${q}`));
  return lines;
}

/** The whole PRD as a list of chunks (header, then one per section) for streaming. */
export function composePrd(facts: Facts, input: PrdInput): string[] {
  const d = planDraft(facts, input);
  return [
    header(d.product, '0.1', input.now, originOf(input)),
    section('TL;DR', tldr(d, input.files)),
    section('Problem and goals', problemAndGoals(d)),
    section('Non-goals', nonGoals(d)),
    section('Personas and user stories', personas(d)),
    section('Functional requirements', functionalRequirements(d)),
    section('User experience flow', experienceFlow(d)),
    section('Non-functional requirements', nonFunctional(d)),
    section('Success metrics', successMetrics(d)),
    section('Technical considerations', technical(d)),
    section('Milestones', milestones(d)),
    section('Risks', risks(d)),
    section('Open questions', openQuestionLines(d)),
    section('Sources', sources(d, input)).trimEnd() + '\n',
  ];
}
