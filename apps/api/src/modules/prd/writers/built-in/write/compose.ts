import nlp from 'compromise';
import { PRD_SECTIONS, type PrdSection } from '../../prd-outline.js';
import type { PrdInput } from '../../types.js';
import type { Facts } from '../collect/facts.js';
import { SYSTEM_SUBJECT } from '../classify/keywords.js';
import { assumption, cite, frBlock, isoDate, quoteLine } from './markdown.js';
import { openQuestions } from './open-questions.js';
import { baseFirst, startsWithVerb } from '../text/verbs.js';
import { findPersonas, personaFor, type Persona } from '../collect/people.js';
import { nameFromFile } from '../collect/product-name.js';
import type { CriterionContext, Priority, Requirement } from '../collect/requirement-types.js';
import { acceptanceCriterion, conjugate, requirementTitle } from '../collect/requirements.js';
import { capitalise, ensurePeriod, MESSAGE_SOURCE, normalise } from '../read/sentences.js';
import { escapeMarkdown } from '../text/escape.js';
import { conflictLines, languageNote } from './extras.js';
import type { Draft } from './draft.js';
import type { Phrases } from './phrase-table.js';
import { ENGLISH, phrasesFor } from './phrases.js';
import {
  milestones,
  nonFunctional,
  risks,
  sources,
  successMetrics,
  technical,
} from './compose-later.js';

function planDraft(
  facts: Facts,
  input: Pick<PrdInput, 'files' | 'notes'>,
  numbering = { fr: 1, nfr: 1 },
  product?: string,
  phrases: Phrases = ENGLISH,
): Draft {
  const name =
    product ??
    facts.productName ??
    (input.files[0] ? nameFromFile(input.files[0].name) : undefined) ??
    'Untitled Product';
  const main = facts.personas[0];
  return {
    facts,
    product: name,
    // Non-English: the brief's own word ("Mieter"), never an English singular or plural.
    persona: phrases.english
      ? (main?.singular ?? phrases.defaultPersona)
      : (main?.name ?? phrases.defaultPersona),
    fr: facts.requirements.map((req, i) => ({ id: `FR-${numbering.fr + i}`, req })),
    nfr: facts.nfr
      .flatMap((n) => (n.requirement ? [n.requirement] : []))
      .map((req, i) => ({ id: `NFR-${numbering.nfr + i}`, req })),
    questions: openQuestions(facts, input.files.length > 0, input.notes, phrases),
    phrases,
  };
}

/** Capitalised words inside the input's sentences ("logged by Kemal, who …"): names. */
function namesIn(facts: Facts): Set<string> {
  const names = new Set<string>();
  const sentences = [
    ...facts.requirements.map((r) => r.text),
    ...[facts.problems, facts.goals, facts.risks, facts.constraints, facts.technical]
      .flat()
      .map((s) => s.text),
  ].slice(0, 400);
  for (const text of sentences)
    for (const m of text.slice(0, 2000).matchAll(/(?<=[\p{Ll},;]\s)(\p{Lu}\p{Ll}{2,30})\b/gu))
      if (names.size < 500) names.add(m[1]!);
  return names;
}

function criterionContext(d: Pick<Draft, 'product' | 'persona' | 'facts'>): CriterionContext {
  return {
    product: d.product,
    persona: d.persona,
    names: namesIn(d.facts),
    isPerson: (subject) =>
      personaFor(subject, d.facts.personas) !== undefined ||
      findPersonas([{ text: subject, source: MESSAGE_SOURCE }]).length > 0,
  };
}

/** `## 5. Functional requirements`, the heading in the draft's language (the renderer's labels). */
function section(name: PrdSection, lines: string[], p: Phrases): string {
  const index = PRD_SECTIONS.indexOf(name);
  return `## ${index + 1}. ${p.labels.sections[index]}\n\n${lines.join('\n')}\n\n`;
}

const orNone = (lines: string[], none: string) => (lines.length ? lines : [`- _${none}_`]);

function counts(fr: { req: Requirement }[]): string {
  const by = (p: Priority) => fr.filter((f) => f.req.priority === p).length;
  return `P0: ${by('P0')}, P1: ${by('P1')}, P2: ${by('P2')}`;
}

/** A requirement's heading in a non-English draft: its first words as written. */
function plainTitle(req: Requirement, maxWords: number): string {
  const words = req.text.replace(/[.!;:,]+$/, '').split(/\s+/);
  if (words.length <= maxWords) return words.join(' ');
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:–-]+$/, '')}…`;
}

function titleOf(d: Draft, req: Requirement, maxWords?: number): string {
  if (!d.phrases.english) return plainTitle(req, maxWords === undefined ? 9 : 6);
  const ctx = criterionContext(d);
  return requirementTitle(req, ctx.isPerson, maxWords);
}

function tldr(d: Draft, files: PrdInput['files']): string[] {
  const { facts, phrases: p } = d;
  const what = facts.summary
    ? ensurePeriod(facts.summary.text)
    : files.length
      ? p.describedIn(d.product, files.map((f) => f.name).join(', '))
      : p.needsDescription(d.product);
  const people = facts.personas.length
    ? facts.personas.map((persona) => p.personaName(persona.name)).join(', ')
    : p.unnamedUsers;
  const note = languageNote(facts.language, p);
  const lines = [
    what,
    ...(note ? ['', note] : []),
    '',
    p.lists(p.functional(d.fr.length), counts(d.fr), p.nonFunctional(d.nfr.length), people),
  ];
  if (facts.targets.length) {
    const shown = facts.targets.slice(0, 5).map((t) => `**${t.value}**`);
    lines.push(p.keyTargets(shown.join(', '), facts.targets.length - shown.length));
  }
  lines.push(p.remain(d.questions.length));
  return lines;
}

function problemAndGoals(d: Draft): string[] {
  const { facts, phrases: p } = d;
  const goals = facts.goals.map((g, i) => quoteLine(g, p).replace(/^- /, `- **G${i + 1}:** `));
  if (!facts.targets.length || !goals.length) goals.push(assumption(p.baseline(d.product), p));
  return [
    `**${p.problem}**`,
    '',
    ...orNone(
      facts.problems.map((s) => quoteLine(s, p)),
      p.problemMissing,
    ),
    '',
    `**${p.goals}**`,
    '',
    ...goals,
  ];
}

function nonGoals(d: Draft): string[] {
  const p = d.phrases;
  if (d.facts.nonGoals.length) return d.facts.nonGoals.map((s) => quoteLine(s, p));
  return [assumption(p.outOfScope, p)];
}

/**
 * "Drivers see the rides near them and claim one": a statement without a modal whose first
 * words name a persona and whose next word is a verb, read as that persona's subject and
 * predicate (the predicate in its base form). The requirement itself when it has a subject.
 */
function actorOf(req: Requirement, all: Persona[]): Requirement {
  if (req.subject) return req;
  // "Residents (or their family) book a ride": the aside is not the subject's.
  const words = req.text
    .replace(/[.!]+$/, '')
    .replace(/\s*\([^()]{0,60}\)/g, '')
    .split(/\s+/);
  const start = /^(?:the|a|an|each|every|all|our|their)$/i.test(words[0] ?? '') ? 1 : 0;
  for (let size = 3; size >= 1; size--) {
    const subject = words.slice(start, start + size).join(' ');
    const rest = words.slice(start + size).join(' ');
    if (!rest || !/^[\p{L}' -]+$/u.test(subject) || !personaFor(subject, all)) continue;
    // "Customers can upload a PDF": the modal goes ("I want to upload a PDF").
    // "Customers don't need an account": a negation is no story of what someone wants to do.
    if (/^(?:don'?t|doesn'?t|do not|does not|never|cannot|can'?t|won'?t|not|no)\b/i.test(rest))
      return req;
    const predicate = baseFirst(
      rest.replace(/^(?:can|will|may|could|should|must|get to|are able to|is able to)\s+/i, ''),
    );
    if (startsWithVerb(predicate) || nlp(`they ${predicate}`).terms().eq(1).has('#Verb'))
      return { ...req, subject, predicate };
  }
  return req;
}

function story(persona: string, id: string, req: Requirement, p: Phrases): string {
  // The English sentence is built from the statement's words; another language keeps them.
  if (!p.english) return `- **${p.story}:** ${ensurePeriod(req.text)} _(${id})_`;
  const action = req.predicate
    .replace(/^(?:be able to|have the ability to)\s+/i, '')
    .replace(/[.!]+$/, '');
  // "As a staff": a collective noun names its member.
  const one = /^(?:\S+\s+)?(?:staff|crew|personnel|faculty)$/i.test(persona)
    ? `${persona} member`
    : persona;
  const a = /^[aeiou]/i.test(one) ? 'an' : 'a';
  const mine = action.replace(/\btheir\b/g, 'my').replace(/\bthem\b/g, 'me');
  const want =
    req.subject || startsWithVerb(mine)
      ? `I want to ${mine}`
      : `I want ${mine.charAt(0).toLowerCase()}${mine.slice(1)}`;
  return `- **Story:** As ${a} ${one}, ${want}. _(${id})_`;
}

function personas(d: Draft): string[] {
  const { facts, phrases: p } = d;
  if (!facts.personas.length)
    return [`- _${p.noPersonas}_`, assumption(p.primaryUser(d.product), p)];
  const lines: string[] = [];
  for (const persona of facts.personas) {
    lines.push(`### ${persona.name}`, '');
    const mention = persona.mentions[0] ?? persona.stories[0];
    if (mention) lines.push(`- **${p.who}:** "${mention.text}" ${cite(mention.source, p)}`);
    for (const s of persona.stories)
      lines.push(`- **${p.story}:** ${ensurePeriod(s.text)} ${cite(s.source, p)}`);
    const own = d.fr
      .map((f) => ({ id: f.id, req: p.english ? actorOf(f.req, facts.personas) : f.req }))
      .filter(
        (f) =>
          personaFor(f.req.subject, facts.personas) === persona &&
          !f.req.prohibition &&
          !persona.stories.some((s) => s.text === f.req.text),
      );
    for (const f of own.slice(0, 4)) lines.push(story(persona.singular, f.id, f.req, p));
    if (!persona.stories.length && !own.length) lines.push(`- _${p.noStory}_`);
    lines.push('');
  }
  return lines.slice(0, -1);
}

function functionalRequirements(d: Draft): string[] {
  const p = d.phrases;
  if (!d.fr.length) return [`- _${p.noRequirements}_`];
  const ctx = criterionContext(d);
  // The criteria builder writes English sentences: another language's are to be agreed.
  const criterion = (req: Requirement) =>
    p.english ? acceptanceCriterion(req, ctx) : p.toBeAgreed;
  return d.fr
    .map((f) => frBlock(f.id, titleOf(d, f.req), f.req, criterion(f.req), p))
    .join('\n\n')
    .split('\n');
}

function experienceFlow(d: Draft): string[] {
  // Both lists are capped (limits.ts), each text normalised once: a bounded comparison.
  const requirementKeys = d.fr.map((f) => normalise(f.req.text));
  const stated = d.facts.flow.filter((s) => {
    const key = normalise(s.text);
    return !requirementKeys.some((r) => key.includes(r));
  });
  const p = d.phrases;
  if (stated.length >= 2) {
    return stated.map((s, i) => `${i + 1}. ${ensurePeriod(s.text)} ${cite(s.source, p)}`);
  }
  const steps = [p.opens(d.persona, d.product)];
  for (const s of stated) steps.push(`${ensurePeriod(s.text)} ${cite(s.source, p)}`);
  const steps0 = d.fr.filter(
    (x) =>
      x.req.priority === 'P0' &&
      !x.req.prohibition &&
      (personaFor(x.req.subject, d.facts.personas) ||
        (!x.req.subject && startsWithVerb(x.req.predicate))),
  );
  for (const f of steps0.slice(0, 5)) {
    if (!p.english) {
      // The requirement's own words: an English step around them would mix the languages.
      steps.push(`${f.req.text.replace(/[.!?]+$/, '')} (**${f.id}**).`);
      continue;
    }
    const title = titleOf(d, f.req, 40);
    const lower = title.charAt(0).toLowerCase() + title.slice(1);
    const persona = personaFor(f.req.subject, d.facts.personas);
    const step = persona
      ? `The ${persona.singular} can ${lower}`
      : (!f.req.subject || SYSTEM_SUBJECT.test(f.req.subject)) &&
          !/^\p{L}+(?:ed|ing|s)\b/u.test(lower)
        ? `${d.product} ${conjugate(lower, false)}`
        : title;
    steps.push(`${step} (**${f.id}**).`);
  }
  steps.push(p.reviews(d.persona));
  return [...steps.map((s, i) => `${i + 1}. ${s}`), '', `_${p.flowNote}_`];
}

function header(
  product: string,
  version: string,
  now: Date,
  origin: string,
  p: Phrases = ENGLISH,
): string {
  const { labels } = p;
  return [
    `# ${escapeMarkdown(capitalise(product))}: ${labels.document}`,
    '',
    `- **${labels.status}:** ${labels.statuses.draft}`,
    `- **${labels.version}:** ${version}`,
    `- **${labels.date}:** ${isoDate(now)}`,
    `- **${p.preparedFrom}:** ${origin}`,
    '',
    '',
  ].join('\n');
}

function originOf(input: Pick<PrdInput, 'message' | 'files'>, p: Phrases = ENGLISH): string {
  const parts: string[] = [];
  if (input.message.trim()) parts.push(p.yourMessage);
  if (input.files.length) parts.push(input.files.map((f) => f.name).join(', '));
  return parts.join(` ${p.and} `) || p.noContent;
}

function openQuestionLines(d: Draft): string[] {
  const p = d.phrases;
  const lines: string[] = [];
  if (d.facts.conflicts.length) {
    lines.push(
      `### ${p.labels.conflicts}`,
      '',
      ...conflictLines(d.facts.conflicts, [...d.fr, ...d.nfr], p),
      '',
    );
  }
  lines.push(...d.questions.map((q, i) => `${i + 1}. ${q}`));
  return lines;
}

interface ComposeOptions {
  /**
   * 'brief': the writer's words in the brief's language when it has a table (phrases.ts), so
   * a German brief gets a German draft. 'english' (the default): English whatever the brief,
   * for the small drafts a revision merges into a PRD by its English section names.
   */
  language?: 'brief' | 'english';
}

/** The whole PRD as a list of chunks (header, then one per section) for streaming. */
export function composePrd(facts: Facts, input: PrdInput, options: ComposeOptions = {}): string[] {
  const p = options.language === 'brief' ? phrasesFor(facts.language) : ENGLISH;
  const d = planDraft(facts, input, undefined, undefined, p);
  const part = (name: PrdSection, lines: string[]) => section(name, lines, p);
  return [
    header(d.product, '0.1', input.now, originOf(input, p), p),
    part('TL;DR', tldr(d, input.files)),
    part('Problem and goals', problemAndGoals(d)),
    part('Non-goals', nonGoals(d)),
    part('Personas and user stories', personas(d)),
    part('Functional requirements', functionalRequirements(d)),
    part('User experience flow', experienceFlow(d)),
    part('Non-functional requirements', nonFunctional(d)),
    part('Success metrics', successMetrics(d)),
    part('Technical considerations', technical(d)),
    part('Milestones', milestones(d)),
    part('Risks', risks(d)),
    part('Open questions', openQuestionLines(d)),
    part('Sources', sources(d, input)).trimEnd() + '\n',
  ];
}
