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

export function extractFacts(message: string, chunks: SourceChunk[]): Facts {
  const sentences = uniqueSentences(collectSentences(message, chunks));
  const allText = [message, ...chunks.map((c) => c.text)].join('\n');
  const questions = sentences.filter((s) => /\?\s*$/.test(s.text));
  const statements = sentences.filter((s) => !questions.includes(s));
  const nonGoals = statements.filter((s) => NON_GOAL.test(s.text));
  const usable = statements.filter((s) => !nonGoals.includes(s));

  const nfr: NfrItem[] = [];
  const requirements: Requirement[] = [];
  for (const req of findRequirements(usable)) {
    const category = categoryOf(req.text);
    if (category)
      nfr.push({ category, sentence: { text: req.text, source: req.source }, requirement: req });
    else requirements.push(req);
  }
  for (const sentence of usable) {
    if (isRequirement(sentence.text)) continue;
    const category = categoryOf(sentence.text);
    if (category) nfr.push({ category, sentence, requirement: undefined });
  }

  const targets: Facts['targets'] = [];
  for (const sentence of usable.filter((s) => !BUDGET.test(s.text))) {
    for (const value of findTargets(sentence.text)) {
      if (!targets.some((t) => t.value.toLowerCase() === value.toLowerCase())) {
        targets.push({ value, sentence });
      }
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
    problems: usable.filter((s) => PROBLEM.test(s.text) && !isRequirement(s.text)),
    goals: usable.filter(
      (s) =>
        !BUDGET.test(s.text) &&
        (GOAL.test(s.text) || (findTargets(s.text).length > 0 && !categoryOf(s.text))),
    ),
    targets,
    nonGoals,
    personas: findPersonas(statements.filter((s) => !BUDGET.test(s.text))),
    requirements,
    nfr,
    technologies,
    technical: usable.filter(
      (s) =>
        TECHNICAL.test(s.text) || technologiesIn(s.text).some((t) => t !== 'web' && t !== 'email'),
    ),
    constraints: usable.filter((s) => BUDGET.test(s.text) || /\bconstraint/i.test(s.text)),
    flow: usable.filter((s) => FLOW.test(s.text)),
    milestones: usable.filter((s) => MILESTONE.test(s.text)),
    risks: usable.filter((s) => RISK.test(s.text)),
    questions,
  };
}
