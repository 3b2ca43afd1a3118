import type { SourceChunk } from '../types.js';
import {
  BUDGET,
  findTargets,
  FLOW,
  GOAL,
  MILESTONE,
  NFR_CATEGORIES,
  NON_GOAL,
  PROBLEM,
  RISK,
  TECHNICAL,
  TECHNOLOGIES,
  type NfrCategory,
} from './keywords.js';
import { analysedInput, MAX_REQUIREMENTS, MAX_SECTION_ITEMS } from './limits.js';
import { findPersonas, type Persona } from './people.js';
import { findProductName } from './product-name.js';
import { findRequirements, isRequirement, type Requirement } from './requirements.js';
import { collectSentences, normalise, type Sentence } from './sentences.js';

export interface NfrItem {
  category: NfrCategory;
  sentence: Sentence;
  /** Set when the statement is a must/should/could requirement (numbered NFR-n). */
  requirement: Requirement | undefined;
}

/** What the offline writer learned from one message and its files. */
export interface Facts {
  productName: string | undefined;
  summary: Sentence | undefined;
  problems: Sentence[];
  goals: Sentence[];
  targets: { value: string; sentence: Sentence }[];
  nonGoals: Sentence[];
  personas: Persona[];
  requirements: Requirement[];
  nfr: NfrItem[];
  technologies: string[];
  technical: Sentence[];
  constraints: Sentence[];
  flow: Sentence[];
  milestones: Sentence[];
  risks: Sentence[];
  questions: Sentence[];
  /** Characters of input left unread (`ANALYSED_TEXT_LIMIT`), and of how many in all. */
  skipped: { chars: number; total: number };
  /** Statements found but left out by the caps (requirements and section items). */
  omitted: number;
}

const DESCRIBES =
  /\b(?:is an?|will be an?|helps?|lets?|allows?|enables?|makes? it|for (?:\w+ )?(?:users|teams|people|customers|businesses))\b/i;

function categoryOf(text: string): NfrCategory | undefined {
  return (Object.keys(NFR_CATEGORIES) as NfrCategory[]).find((c) => NFR_CATEGORIES[c].test(text));
}

// Short lower-case words ("web", "email", "API") match case-insensitively; names match as written.
const TECH_PATTERNS = TECHNOLOGIES.map((t) => {
  const escaped = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const flags = t === t.toLowerCase() || t.length <= 4 ? 'i' : '';
  return { name: t, pattern: new RegExp(`(?:^|[^\\w.])${escaped}(?![\\w])`, flags) };
});

function technologiesIn(text: string): string[] {
  return TECH_PATTERNS.filter((t) => t.pattern.test(text)).map((t) => t.name);
}

function uniqueSentences(list: Sentence[]): Sentence[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const key = normalise(s.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The first `MAX_SECTION_ITEMS` sentences that pass `test`; `count.omitted` grows by the rest. */
function capped(list: Sentence[], test: (s: Sentence) => boolean, count: { omitted: number }) {
  const out: Sentence[] = [];
  for (const s of list) {
    if (!test(s)) continue;
    if (out.length < MAX_SECTION_ITEMS) out.push(s);
    else count.omitted += 1;
  }
  return out;
}

export function extractFacts(rawMessage: string, rawChunks: SourceChunk[]): Facts {
  const { message, chunks, skipped, total } = analysedInput(rawMessage, rawChunks);
  const sentences = uniqueSentences(collectSentences(message, chunks));
  const allText = [message, ...chunks.map((c) => c.text)].join('\n');
  const count = { omitted: 0 };
  const isQuestion = (s: Sentence) => /\?\s*$/.test(s.text);
  const questions = capped(sentences, isQuestion, count);
  const statements = sentences.filter((s) => !isQuestion(s));
  const nonGoalSet = new Set(statements.filter((s) => NON_GOAL.test(s.text)));
  const nonGoals = capped([...nonGoalSet], () => true, count);
  const usable = statements.filter((s) => !nonGoalSet.has(s));

  const nfr: NfrItem[] = [];
  const requirements: Requirement[] = [];
  const found = findRequirements(usable);
  count.omitted += found.omitted;
  for (const req of found.found) {
    const category = categoryOf(req.text);
    if (category)
      nfr.push({ category, sentence: { text: req.text, source: req.source }, requirement: req });
    else requirements.push(req);
  }
  for (const sentence of usable) {
    if (isRequirement(sentence.text)) continue;
    const category = categoryOf(sentence.text);
    if (!category) continue;
    if (nfr.length < MAX_REQUIREMENTS + MAX_SECTION_ITEMS)
      nfr.push({ category, sentence, requirement: undefined });
    else count.omitted += 1;
  }

  const targets: Facts['targets'] = [];
  const targetKeys = new Set<string>();
  for (const sentence of usable) {
    if (BUDGET.test(sentence.text)) continue;
    for (const value of findTargets(sentence.text)) {
      const key = value.toLowerCase();
      if (targetKeys.has(key)) continue;
      targetKeys.add(key);
      if (targets.length < MAX_SECTION_ITEMS) targets.push({ value, sentence });
      else count.omitted += 1;
    }
  }

  const technologies = technologiesIn(allText);
  const messageSentences = usable.filter((s) => !s.source.file);
  const summary =
    [...messageSentences, ...usable].find(
      (s) => DESCRIBES.test(s.text) && !isRequirement(s.text),
    ) ??
    messageSentences[0] ??
    usable[0];

  return {
    productName: findProductName(allText),
    summary,
    problems: capped(usable, (s) => PROBLEM.test(s.text) && !isRequirement(s.text), count),
    goals: capped(
      usable,
      (s) =>
        !BUDGET.test(s.text) &&
        (GOAL.test(s.text) || (findTargets(s.text).length > 0 && !categoryOf(s.text))),
      count,
    ),
    targets,
    nonGoals,
    personas: findPersonas(statements.filter((s) => !BUDGET.test(s.text))),
    requirements,
    nfr,
    technologies,
    technical: capped(
      usable,
      (s) =>
        TECHNICAL.test(s.text) || technologiesIn(s.text).some((t) => t !== 'web' && t !== 'email'),
      count,
    ),
    constraints: capped(usable, (s) => BUDGET.test(s.text) || /\bconstraint/i.test(s.text), count),
    flow: capped(usable, (s) => FLOW.test(s.text), count),
    milestones: capped(usable, (s) => MILESTONE.test(s.text), count),
    risks: capped(usable, (s) => RISK.test(s.text), count),
    questions,
    skipped: { chars: skipped, total },
    omitted: count.omitted,
  };
}
