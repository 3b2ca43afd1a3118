import {
  forbiddenFound,
  hasFact,
  inventedNumbers,
  inventedPersonas,
  languageOf,
  titleIs,
} from './checks.js';
import { numberedSections, plain, readPrd } from './prd-read.js';
import type { CaseRun, TurnRun } from './run.js';
import type { DraftExpectations, Fact, TurnExpectations } from './types.js';

export interface Tally {
  found: number;
  total: number;
}

/** The scores of one case; `problems` says in words what was missed. */
export interface CaseScore {
  name: string;
  /** undefined when the input names no product. */
  productName: boolean | undefined;
  title: string;
  facts: Tally;
  nonGoals: Tally;
  conflicts: Tally;
  chatter: number;
  forbidden: number;
  invented: string[];
  /** Persona headings with no word from the input. */
  madeUpPersonas: string[];
  requirements: number;
  requirementsInBounds: boolean;
  sizeOk: boolean;
  rawOk: boolean;
  languageOk: boolean;
  /** All 13 numbered sections are there, in their order. */
  sectionsOk: boolean;
  /** Clarifying questions, when asked, were allowed and well formed. */
  questionsOk: boolean;
  followUps: Tally;
  chars: number;
  millis: number;
  problems: string[];
}

const tally = (facts: Fact[], found: Fact[]): Tally => ({
  found: found.length,
  total: facts.length,
});

/** Scores a draft reply against its expectations. */
function scoreDraft(
  name: string,
  run: TurnRun,
  expect: DraftExpectations,
  writer: 'offline' | 'provider',
): CaseScore {
  const text = run.reply.text;
  const prd = readPrd(text);
  const problems: string[] = [];
  if (run.error) problems.push(`error: ${run.error}`);
  if (run.reply.kind !== 'prd') problems.push(`kind ${run.reply.kind}, not prd`);
  let productName: boolean | undefined;
  if (expect.productName) {
    productName = titleIs(text, expect.productName, prd);
    if (!productName) problems.push(`title "${prd.title}", not "${expect.productName}"`);
  }
  for (const wrong of expect.notProductName ?? []) {
    if (prd.product.includes(plain(wrong))) problems.push(`title names "${wrong}"`);
  }
  const found = expect.facts.filter((f) => hasFact(text, f, prd));
  for (const f of expect.facts) {
    if (!found.includes(f))
      problems.push(`missing ${f.kind ?? 'fact'}: ${f.label} (${[f.section].flat().join(' | ')})`);
  }
  const of = (kind: Fact['kind']) => expect.facts.filter((f) => f.kind === kind);
  const bad = forbiddenFound(text, expect.forbidden ?? [], prd);
  for (const f of bad) problems.push(`${f.kind ?? 'forbidden'}: ${f.label}`);
  const invented = inventedNumbers(text, run.sourceText, run.input.now.toISOString().slice(0, 10));
  if (invented.length) problems.push(`invented numbers: ${invented.slice(0, 8).join(', ')}`);
  const madeUpPersonas = inventedPersonas(text, run.sourceText, prd);
  if (madeUpPersonas.length) problems.push(`made-up personas: ${madeUpPersonas.join(', ')}`);
  const requirements = prd.requirementIds.length;
  const bounds = expect.requirements;
  const requirementsInBounds =
    !bounds || (requirements >= bounds.min && requirements <= bounds.max);
  if (!requirementsInBounds)
    problems.push(`${requirements} requirements, expected ${bounds?.min}-${bounds?.max}`);
  const sizeOk = !expect.maxChars || text.length <= expect.maxChars;
  if (!sizeOk) problems.push(`${text.length} characters, expected at most ${expect.maxChars}`);
  let rawOk = true;
  for (const r of expect.rawMustMatch ?? []) {
    if (!r.pattern.test(text)) {
      rawOk = false;
      problems.push(`raw Markdown lacks: ${r.label}`);
    }
  }
  for (const r of expect.rawMustNotMatch ?? []) {
    if (r.pattern.test(text)) {
      rawOk = false;
      problems.push(`raw Markdown has: ${r.label}`);
    }
  }
  const numbered = numberedSections(text);
  const sectionsOk = numbered.join('|') === Array.from({ length: 13 }, (_, i) => i + 1).join('|');
  if (!sectionsOk) problems.push(`sections: ${numbered.length} of the 13, or out of order`);
  const languageOk = checkLanguage(text, expect.language, writer);
  if (!languageOk) problems.push(`language: expected ${expect.language} (${writer})`);
  return {
    name,
    productName,
    title: prd.title,
    facts: tally(expect.facts, found),
    nonGoals: tally(
      of('non-goal'),
      found.filter((f) => f.kind === 'non-goal'),
    ),
    conflicts: tally(
      of('conflict'),
      found.filter((f) => f.kind === 'conflict'),
    ),
    chatter: bad.filter((f) => f.kind === 'chatter').length,
    forbidden: bad.length,
    invented,
    madeUpPersonas,
    requirements,
    requirementsInBounds,
    sizeOk,
    rawOk,
    languageOk,
    sectionsOk,
    questionsOk: true,
    followUps: { found: 0, total: 0 },
    chars: text.length,
    millis: run.millis,
    problems,
  };
}

/**
 * A provider answers in the input's language; the built-in writer keeps English headings and
 * says plainly which language it read (it cannot read a non-English one fully).
 */
function checkLanguage(text: string, language: 'en' | 'es' | undefined, writer: string) {
  if (!language || language === 'en') return true;
  if (writer === 'provider') return languageOf(text) === language;
  return /\b(spanish|español|castellano)\b/i.test(text);
}

/** The problems of one follow-up reply (none: it did what was meant). */
export function checkTurn(run: TurnRun, expect: TurnExpectations): string[] {
  const problems: string[] = [];
  const { reply } = run;
  const text = reply.text;
  if (run.error) problems.push(`error: ${run.error}`);
  const intents = [expect.intent].flat();
  if (!intents.includes(reply.intent))
    problems.push(`intent ${reply.intent}, expected ${intents.join('|')}`);
  if (reply.kind !== expect.kind) problems.push(`kind ${reply.kind}, expected ${expect.kind}`);
  const prd = readPrd(text);
  if (expect.kind !== 'prd' && numberedSections(text).length > 0)
    problems.push('the reply is a PRD');
  if (expect.productName && !titleIs(text, expect.productName, prd)) {
    problems.push(`title "${prd.title}", not "${expect.productName}"`);
  }
  for (const f of expect.facts ?? []) {
    if (!hasFact(text, f, prd)) problems.push(`missing: ${f.label}`);
  }
  for (const f of forbiddenFound(text, expect.forbidden ?? [], prd))
    problems.push(`still there: ${f.label}`);
  if (expect.changes) {
    const listed = plain(reply.changes.join('\n'));
    for (const c of expect.changes) {
      const ok = (t: string) => (typeof c === 'string' ? t.includes(plain(c)) : c.test(t));
      if (!ok(listed)) problems.push(`details.changes lacks ${String(c)}`);
    }
    // The document shows its change list ("Changes in this version").
    const shown = plain(text);
    for (const change of reply.changes)
      if (!shown.includes(plain(change)))
        problems.push(`"Changes in this version" lacks "${change.slice(0, 60)}"`);
  }
  if (expect.shorterThan !== undefined) {
    const before = run.previousPrd?.length ?? 0;
    if (!(text.length > 0 && text.length <= before * expect.shorterThan)) {
      problems.push(
        `${text.length} characters, expected at most ${Math.round(before * expect.shorterThan)}`,
      );
    }
  }
  if (expect.maxChars !== undefined && text.length > expect.maxChars) {
    problems.push(`${text.length} characters, expected at most ${expect.maxChars}`);
  }
  if (text.trim().length === 0) problems.push('empty reply');
  if (expect.citesRequirement && !/\bFR-\d+\b/.test(text)) problems.push('cites no FR id');
  for (const m of expect.mentions ?? []) {
    const ok = typeof m === 'string' ? plain(text).includes(plain(m)) : m.test(plain(text));
    if (!ok) problems.push(`does not mention ${String(m)}`);
  }
  if (expect.kind === 'prd') {
    const invented = inventedNumbers(
      text,
      run.sourceText,
      run.input.now.toISOString().slice(0, 10),
    );
    if (invented.length) problems.push(`invented numbers: ${invented.slice(0, 8).join(', ')}`);
  }
  return problems;
}

/** The problems of clarifying questions asked before a draft. */
function checkQuestions(asked: TurnRun, mayAsk: boolean): string[] {
  if (!mayAsk) return ['asked clarifying questions although the input needs none'];
  const { questions } = asked.reply;
  const problems: string[] = [];
  if (questions.length < 3 || questions.length > 5)
    problems.push(`${questions.length} clarifying questions, expected 3-5`);
  if (questions.some((q) => q.options.length < 2))
    problems.push('a clarifying question without options');
  const options = questions.flatMap((q) => q.options);
  if (!options.some((o) => /draft anyway|assum/i.test(o.label)))
    problems.push('no "draft anyway" option');
  return problems;
}

/** Scores a whole case: the draft, then each follow-up (a turn passes with no problem). */
export function scoreCase(run: CaseRun, writer: 'offline' | 'provider'): CaseScore {
  const score = scoreDraft(run.case.name, run.draft, run.case.expect, writer);
  if (run.asked) {
    const problems = checkQuestions(run.asked, run.case.expect.mayAsk ?? false);
    score.questionsOk = problems.length === 0;
    score.problems.unshift(...problems);
    score.millis += run.asked.millis;
  }
  const turns = run.case.followUps ?? [];
  turns.forEach((turn, i) => {
    const done = run.followUps[i];
    const problems = done ? checkTurn(done, turn.expect) : ['not run'];
    if (problems.length === 0) score.followUps.found++;
    else
      score.problems.push(
        `follow-up ${i + 1} "${turn.message.slice(0, 40)}": ${problems.join('; ')}`,
      );
    score.followUps.total++;
    if (done) score.millis += done.millis;
  });
  return score;
}
