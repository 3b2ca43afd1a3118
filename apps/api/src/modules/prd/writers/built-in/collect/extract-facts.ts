import type { SourceChunk } from '../../types.js';
import { withoutRejection } from './rejected-values.js';
import { bareText, replacedRequirements } from './superseded.js';
import { actorStatements, capabilities, theyResolved } from './capabilities.js';
import { collectEntries, type Collected } from './collect.js';
import { capped, categoryOf, mostImportant, technologiesIn } from './fact-lists.js';
import type { Entry } from './entry.js';
import { dateStatements, findConflicts, flaggedConflicts } from './conflicts.js';
import {
  BUDGET,
  findTargets,
  FLOW,
  GOAL,
  MILESTONE,
  deliveryDate,
  METRIC_LANGUAGE,
  PROBLEM,
  RISK,
  TECHNICAL,
} from '../classify/keywords.js';
import { detectLanguage, type Language } from '../text/language.js';
import { analysedInput, MAX_CANDIDATES, MAX_REQUIREMENTS, MAX_SECTION_ITEMS } from './limits.js';
import { findPersonas } from './people.js';
import { findPersonasIn } from './people-other.js';
import { productName } from './input-name.js';
import type { Facts, NfrItem } from './facts.js';
import type { Requirement } from './requirement-types.js';
import { findRequirements, priorityOf, type Candidate } from './requirements.js';
import { MESSAGE_SOURCE, type Sentence } from '../read/sentences.js';
import { escapeMarkdown } from '../text/escape.js';
import { statesValueRule, valueRules } from '../classify/value-rules.js';
import { matchesTable, THEIR_NUMBERS } from '../rules/index.js';

const DESCRIBES =
  /\b(?:is\s+(?:an?\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:for|that|which|to)\b|is an?|will be an?|helps?|lets|allows?|enables?|makes? it|for (?:\w+ )?(?:users|teams|people|customers|businesses))\b/i;
/** "Storyowl — reading practice for 5 to 8 year olds": a name, a dash, what it is (no verb). */
const DEFINITION =
  /^\p{Lu}[\p{L}\d]+(?:[ -]\p{Lu}[\p{L}\d]+)?\s*(?:[—–]|\s-\s)\s*(?!.*\b(?:must|should|shall|could|will|can|needs? to|has to|have to)\b)\S/u;
/** A day and a month ("3 May", "May 3rd", "14 June 2026"), or a quarter. */
const DATED =
  /\b\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(?:st|nd|rd|th)?\b|\bq[1-4]\b/i;
const REPORTED_VIEW =
  /\b(?:says?|said|thinks?|thought|promised|asked|argues?|feels?|suggests?|suggested)\b|^[^.:]{1,30}\bview:/i;
/** "Security won't allow sending from …": a refusal, not a description of the product. */
const NOT_DESCRIBING =
  /\b(?:won'?t|will not|doesn'?t|does not|do not|don'?t|cannot|can'?t)\s+(?:allow|let|enable|help)\b/i;
const PRODUCT_DOES =
  /^\p{Lu}[\p{L}\d]+(?: \p{Lu}[\p{L}\d]+)? (?!(?:is|has|was|does|says)\b)[a-z]{3,}s (?:\S+ ){1,}\S/u;
/** "About 15% of weekend staff don't have one", "let's revisit after the pilot": a figure of
 *  today or a plan, not a target. */
const STATE_OF_THINGS =
  /\b(?:don'?t|doesn'?t|do not|does not|can'?t|cannot|currently|today|right now|at the moment)\b|^let'?s\b|^(?:about|around|roughly|nearly|almost|over|some)?\s*\d+(?:\.\d+)?\s?%\s+of\s+\S+(?:\s+\S+)?\s+(?:are|is|have|has|do|use|pay|get|come|go|live|need|book|arrive)\b/i;

/** "No, make it 7", "Fine, 7 days", "Let's say 5": a reply in a call, never the summary. */
const REPLY_START =
  /^(?:no|nope|yes|yeah|yep|ok(?:ay)?|sure|fine|right|agreed|actually|let'?s|make it|sounds good)\b/i;
const PERSONAL = /[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d ()-]{7,}\d/;

/** "under 2 seconds", "within 5 minutes", "99.9%", "10,000 users": a bar the product must clear. */
const TARGET_SHAPE =
  /^(?:(?:in )?under|within|less than|below|at most|no more than|fewer than|at least)\s|%|\b(?:users|customers|members|accounts|orders|requests|transactions)\b/i;

/** "Parkly – parking spot booking" says what the product is when nothing else does. */
function titleSentence(
  typed: string | undefined,
  file: string | undefined,
  fileName: string | undefined,
): Sentence | undefined {
  const text = typed ?? file;
  if (!text || PERSONAL.test(text)) return undefined;
  return {
    text: escapeMarkdown(text),
    source: typed ? MESSAGE_SOURCE : { file: fileName, locator: undefined },
  };
}

const describing = (s: Sentence) => !PERSONAL.test(s.text);

export function extractFacts(rawMessage: string, rawChunks: SourceChunk[]): Facts {
  const { message, chunks, skipped, total } = analysedInput(rawMessage, rawChunks);
  const sample =
    message.trim().split(/\s+/).length >= 12
      ? message
      : [message, ...chunks.slice(0, 20).map((c) => c.text)].join('\n');
  const language = detectLanguage(sample);
  const collected = collectEntries(message, chunks, language.english);
  const count = { omitted: 0 };
  const by = (role: Entry['cls']['role']) => sentencesBy(collected, role);
  const questions = capped(by('question'), () => true, count);
  const actions = capped(by('action'), () => true, count);
  const nonGoals = capped(by('nongoal'), () => true, count);

  const { candidates, name, defines } = requirementCandidates(
    collected,
    language,
    message,
    chunks,
    count,
  );
  const { conflicts, superseded, requirements, keptNfr } = sortRequirements(
    collected,
    candidates,
    count,
  );

  const usable = collected.entries
    .filter((e) => e.cls.role === 'requirement' || e.cls.role === 'info' || e.cls.role === 'risk')
    .map((e) => e.sentence);
  const info = collected.entries
    .filter((e) => e.cls.role === 'info')
    .map((e) => e.sentence)
    .filter(
      (s) => !language.english || s.context === 'nfr' || categoryOf(s.text) || !statesValueRule(s),
    );
  for (const sentence of info) {
    // Under "Safety" or "Constraints" a line is a quality the product keeps, whatever its words.
    const category =
      categoryOf(sentence.text) ?? (sentence.context === 'nfr' ? 'Reliability' : undefined);
    if (!category) continue;
    if (keptNfr.length < MAX_SECTION_ITEMS * 2)
      keptNfr.push({ category, sentence, requirement: undefined });
    else count.omitted += 1;
  }

  const targets = targetsOf(usable, superseded, count);

  const usableText = usable.map((s) => s.text).join('\n');
  const technologies = technologiesIn(usableText.slice(0, 200_000));
  const summary = summaryOf(collected, usable, info, defines, chunks);
  const statements = usable.filter((s) => describing(s) && !BUDGET.test(s.text));

  return {
    productName: name.name,
    nameStated: name.stated,
    summary,
    problems: capped(
      info,
      (s) => s.context === 'problem' || (!s.context && PROBLEM.test(s.text)),
      count,
    ),
    goals: capped(
      info,
      (s) =>
        s.context === 'goals' ||
        (!s.context &&
          !BUDGET.test(s.text) &&
          !PROBLEM.test(s.text) &&
          (GOAL.test(s.text) ||
            (!s.speaker &&
              findTargets(s.text).length > 0 &&
              !categoryOf(s.text) &&
              !STATE_OF_THINGS.test(s.text)))),
      count,
    ),
    targets,
    nonGoals,
    personas: language.english
      ? findPersonas(statements.slice(0, 2000))
      : findPersonasIn(language.code, statements.slice(0, 2000)),
    requirements,
    nfr: keptNfr,
    technologies,
    technical: capped(
      info,
      (s) =>
        s.context === 'technical' ||
        TECHNICAL.test(s.text) ||
        technologiesIn(s.text).some((t) => t !== 'web' && t !== 'email'),
      count,
    ),
    constraints: capped(info, (s) => BUDGET.test(s.text) || /\bconstraint/i.test(s.text), count),
    flow: capped(info, (s) => FLOW.test(s.text), count),
    milestones: capped(
      info,
      (s) => s.context === 'milestones' || MILESTONE.test(s.text) || deliveryDate(s.text),
      count,
    ),
    risks: capped([...by('risk'), ...info.filter((s) => RISK.test(s.text))], () => true, count),
    questions,
    actions,
    conflicts,
    language,
    skipped: { chars: skipped, total },
    omitted: count.omitted,
  };
}

function sentencesBy(collected: Collected, role: Entry['cls']['role']): Sentence[] {
  return collected.entries.filter((e) => e.cls.role === role).map((e) => e.sentence);
}

/** The statements that may be requirements: classified so, or features said as description. */
function requirementCandidates(
  collected: Collected,
  language: Language,
  message: string,
  chunks: SourceChunk[],
  count: { omitted: number },
): {
  candidates: Candidate[];
  name: ReturnType<typeof productName>;
  defines: (s: Sentence) => boolean;
} {
  const candidates: Candidate[] = [];
  for (const e of collected.entries) {
    if (e.cls.role !== 'requirement') continue;
    if (candidates.length >= MAX_CANDIDATES) {
      count.omitted += 1;
      continue;
    }
    candidates.push({
      sentence: e.sentence,
      priority: e.cls.priority ?? 'P1',
      prohibition: e.cls.prohibition,
      stance: e.cls.stance,
      order: e.order,
    });
  }
  // Features stated as description ("an app for kids to track chores"), the typed ones first.
  const described = collected.entries
    .map((e, i) => {
      // "They can save a draft" after "Groups apply online": the groups can.
      const text = theyResolved(e.sentence.text, collected.entries[i - 1]?.sentence.text);
      return text ? { ...e, sentence: { ...e.sentence, text } } : e;
    })
    .filter((e) => e.cls.role === 'info' && !e.sentence.context)
    .sort((a, b) => Number(b.typed) - Number(a.typed))
    .map((e) => e.sentence);
  candidates.push(...capabilities(described, collected.entries.length));
  candidates.push(...actorStatements(described, collected.entries.length + candidates.length));
  // "The shop holds an order for 15 minutes": a value the product keeps, stated plainly.
  const ruled = language.english ? described.filter((s) => !categoryOf(s.text)) : [];
  candidates.push(...valueRules(ruled, collected.entries.length + candidates.length));
  // A one-line brief says what the product does ("Sprout reminds people to water their
  // houseplants"): with nothing else stated, that is its one requirement.
  const does = candidates.length ? undefined : described.find((s) => PRODUCT_DOES.test(s.text));
  if (does) candidates.push({ sentence: does, priority: 'P1', order: collected.entries.length });
  const name = productName(message, chunks, {
    message: collected.messageTitle,
    files: collected.fileTitles,
  });
  // The line that defines the product ("Storyowl — reading practice for …") is its summary.
  const defines = (s: Sentence) =>
    !!name.name && DEFINITION.test(s.text) && s.text.startsWith(name.name);
  // "Bookings open 3 May, the open day is 14 June": dates of the plan, not features.
  const planned = (c: Candidate) =>
    c.stance !== 'decision' &&
    MILESTONE.test(c.sentence.text) &&
    DATED.test(c.sentence.text) &&
    !priorityOf(c.sentence.text);
  const kept = candidates.filter((c) => !defines(c.sentence) && !planned(c));
  candidates.length = 0;
  candidates.push(...kept);
  return { candidates, name, defines };
}

/** The requirements found, their conflicts and what the input replaced; NFRs set apart. */
function sortRequirements(
  collected: Collected,
  candidates: Candidate[],
  count: { omitted: number },
) {
  const by = (role: Entry['cls']['role']) => sentencesBy(collected, role);
  const found = findRequirements(candidates, MAX_CANDIDATES);
  count.omitted += found.omitted;
  // A launch date stated as a fact ("we promised it goes live May 15") can clash with a requirement.
  const dated = dateStatements(by('info').slice(0, MAX_CANDIDATES));
  const flagged = flaggedConflicts(
    collected.entries.map((e) => ({ sentence: e.sentence, order: e.order })),
  );
  const conflicts = [
    ...flagged,
    ...findConflicts([...found.found, ...dated], collected.conversation),
  ].slice(0, MAX_SECTION_ITEMS);
  const superseded = new Set(conflicts.filter((c) => c.laterWins).map((c) => c.earlier));
  const excluded = collected.entries
    .filter((e) => e.cls.role === 'nongoal')
    .map((e) => ({ sentence: e.sentence, order: e.order }));
  const stated = collected.entries
    .filter((e) => e.cls.role === 'info' || e.cls.role === 'chatter')
    .map((e) => ({ sentence: e.sentence, order: e.order }));
  const positions = new Map(collected.entries.map((e) => [bareText(e.sentence.text), e.order]));
  const later = replacedRequirements(found.found, excluded, stated, positions);
  for (const req of later.replaced) superseded.add(req);
  // A pair the input resolved itself ("the cap is 3, not 5"): the later one wins, as said.
  for (const c of conflicts) if (later.replaced.has(c.earlier)) c.laterWins = true;
  found.found.push(...later.promoted);
  const nfr: NfrItem[] = [];
  const functional: Requirement[] = [];
  for (const req of found.found) {
    if (superseded.has(req)) continue;
    const category = categoryOf(req.text) ?? (req.quality ? 'Reliability' : undefined);
    if (category)
      nfr.push({ category, sentence: { text: req.text, source: req.source }, requirement: req });
    else functional.push(req);
  }
  const requirements = mostImportant(functional, MAX_REQUIREMENTS);
  count.omitted += functional.length - requirements.length;
  const keptNfr = nfr.slice(0, MAX_SECTION_ITEMS);
  count.omitted += nfr.length - keptNfr.length;

  return { conflicts, superseded, requirements, keptNfr };
}

/** The measured targets stated, or the bars the rules set when nothing measured is stated. */
function targetsOf(
  usable: Sentence[],
  superseded: ReadonlySet<Requirement>,
  count: { omitted: number },
): Facts['targets'] {
  const targets: Facts['targets'] = [];
  // A bar a rule sets ("within 2 minutes") stands in only when nothing measured is stated.
  const bars: Facts['targets'] = [];
  const targetKeys = new Set<string>();
  // A value the input replaced ("24 hours", then "until 23:59, not 24 hours") is no target.
  const replacedTexts = new Set([...superseded].map((r) => r.text));
  for (const sentence of usable) {
    if (BUDGET.test(sentence.text) || matchesTable(THEIR_NUMBERS, sentence.text)) continue;
    if (replacedTexts.has(sentence.text)) continue;
    const measured = sentence.context === 'goals' || METRIC_LANGUAGE.test(sentence.text);
    for (const value of findTargets(withoutRejection(sentence.text))) {
      // "5 to 8 year olds", "stuck for more than 3 seconds": a value, not a bar to clear.
      if (!measured && !TARGET_SHAPE.test(value)) continue;
      const key = value.toLowerCase();
      if (targetKeys.has(key)) continue;
      targetKeys.add(key);
      const list = measured ? targets : bars;
      if (list.length < MAX_SECTION_ITEMS) list.push({ value, sentence });
      else count.omitted += 1;
    }
  }
  if (!targets.length && !usable.some((s) => s.context === 'goals')) targets.push(...bars);

  return targets;
}

/** The sentence that says what the product is: typed ones first, the title last. */
function summaryOf(
  collected: Collected,
  usable: Sentence[],
  info: Sentence[],
  defines: (s: Sentence) => boolean,
  chunks: SourceChunk[],
): Sentence | undefined {
  const typedEntries = collected.entries.filter(
    (e) => e.typed && (e.cls.role === 'info' || e.cls.role === 'requirement'),
  );
  // "Payments team says day 1/3/5 is too aggressive": someone's view, not what the product is.
  const summarising = (s: Sentence) =>
    describing(s) &&
    !REPORTED_VIEW.test(s.text) &&
    !NOT_DESCRIBING.test(s.text) &&
    !REPLY_START.test(s.text);
  const typed = typedEntries.map((e) => e.sentence).filter(summarising);
  return (
    typed.find((s) => defines(s) && !s.item) ??
    typed.find((s) => DESCRIBES.test(s.text) && !s.item) ??
    typed.find((s) => !s.item) ??
    typed[0] ??
    info.filter(describing).find((s) => DESCRIBES.test(s.text)) ??
    usable.filter(describing)[0] ??
    titleSentence(collected.messageTitle, collected.fileTitles[0], chunks[0]?.file)
  );
}
