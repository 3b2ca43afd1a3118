import { CONFLICTS_HEADING, sectionHeading, type PrdSection } from '../../prd-outline.js';
import type { PrdInput } from '../../types.js';
import type { Facts } from '../collect/extract-facts.js';
import { SYSTEM_SUBJECT } from '../classify/keywords.js';
import { assumption, cite, count, frBlock, isoDate, quoteLine } from './markdown.js';
import { openQuestions } from './open-questions.js';
import { startsWithVerb } from '../text/verbs.js';
import { findPersonas, personaFor } from '../collect/people.js';
import { nameFromFile } from '../collect/product-name.js';
import {
  acceptanceCriterion,
  conjugate,
  requirementTitle,
  type CriterionContext,
  type Priority,
  type Requirement,
} from '../collect/requirements.js';
import { capitalise, ensurePeriod, MESSAGE_SOURCE, normalise } from '../read/sentences.js';
import { escapeMarkdown } from '../text/escape.js';
import { conflictLines, languageNote } from './extras.js';
import {
  milestones,
  nonFunctional,
  risks,
  sources,
  successMetrics,
  technical,
} from './compose-later.js';

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
    const shown = facts.targets.slice(0, 5).map((t) => `**${t.value}**`);
    const more = facts.targets.length - shown.length;
    lines.push(
      `Key targets: ${shown.join(', ')}${more > 0 ? ` and ${more} more (section 8)` : ''}.`,
    );
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
